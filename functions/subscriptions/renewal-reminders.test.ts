// Boundary: the daily renewal reminder (ADR 0018, Renewals) against DynamoDB Local (the endingOn index)
// and the local mail stand-in, with terms bought through the local API host and the Razorpay stand-in.
import { describe, expect, it } from 'vitest';
import { REMINDER_DAYS_BEFORE } from '../../shared/subscriptions/renewals';
import { callApi, waitForMail } from '../../test/support/api';
import { employerWithCompany } from '../../test/support/marketplace';
import { subscribe } from '../../test/support/payments';
import { organisations } from '../model/organisations';
import type { SubscriptionTerm } from '../model/subscription-terms';
import { subscriptions } from '../model/subscriptions';
import { cancelSubscription } from './cancel';
import { remindRenewals } from './renewal-reminders';

const DAY = 24 * 60 * 60 * 1000;

/*
 * The runs use a fixed `now` years ahead, on a day of this file's own, so the terms other tests leave in
 * the table never end in the days a run reads (and theirs are not mailed by it).
 */
const END = new Date(Date.parse('2041-01-05T06:30:00.000Z') + Math.floor(Math.random() * 3000) * DAY);
const NOW = new Date(END.getTime() - REMINDER_DAYS_BEFORE * DAY);

/** A Professional quarterly subscription whose term (subscription and organisation) ends at `endDate`. */
async function subscribedEndingAt(endDate: Date) {
  const acme = await employerWithCompany();
  const { subscription } = await subscribe(acme, 'PROFESSIONAL', 'QUARTERLY');
  const end = endDate.toISOString();
  await subscriptions()
    .patch({ organisationId: acme.organisationId, id: subscription.id })
    .set({ endDate: end })
    .go();
  const { data } = await organisations().get({ id: acme.organisationId }).go({ consistent: true });
  await organisations()
    .patch({ id: acme.organisationId })
    .set({ subscription: { ...(data?.subscription as SubscriptionTerm), endDate: end } })
    .go();
  return { acme, subscription: { ...subscription, endDate: end } };
}

/** The renewal reminders mailed to `to` (the receipt of each purchase goes to the buyer too). */
async function remindersTo(to: string, count: number, timeoutMs?: number) {
  const mails = await waitForMail(to, count, timeoutMs);
  return mails.filter((mail) => mail.subject.includes(' plan ends on '));
}

describe('renewal reminders', () => {
  it('mails a term ending in 7 days once, to its team admin, with the link to renew', async () => {
    const { acme, subscription } = await subscribedEndingAt(END);

    const first = await remindRenewals(NOW);
    expect(first.mailed).toEqual([subscription.id]);
    // The receipt of the purchase, then the reminder.
    const mails = await remindersTo(acme.record.email, 2);
    expect(mails).toHaveLength(1);
    const ends = END.toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    expect(mails[0]?.subject).toBe(`Your Jobmatch Professional plan ends on ${ends}`);
    const text = mails[0]?.body.text ?? '';
    console.info(`--- The reminder as ${acme.record.email} reads it ---\n${mails[0]?.subject}\n\n${text}`);
    expect(text).toContain(`Hello ${acme.record.firstName},`);
    expect(text).toContain('/subscription/payment?plan=PROFESSIONAL&cycle=QUARTERLY&renew=1');
    expect(text).toMatch(/^https?:\/\/\S+\/subscription\/payment\?/m);
    expect(text).toContain('returns to Basic');
    expect(text).toContain('Nothing is charged automatically');

    // A second run, and one the next day, find the claim and mail nothing.
    expect((await remindRenewals(NOW)).mailed).toEqual([]);
    expect((await remindRenewals(new Date(NOW.getTime() + DAY))).mailed).toEqual([]);
    expect(await remindersTo(acme.record.email, 3, 500)).toHaveLength(1);
  });

  it('makes up a missed day: a term ending in fewer days is still mailed', async () => {
    const { acme, subscription } = await subscribedEndingAt(new Date(END.getTime() - 2 * DAY));
    expect((await remindRenewals(NOW)).mailed).toContain(subscription.id);
    expect(await remindersTo(acme.record.email, 2)).toHaveLength(1);
  });

  it('mails no cancelled term, no renewed term and no term ending later', async () => {
    const cancelled = await subscribedEndingAt(END);
    await cancelSubscription(cancelled.acme.principal, NOW);

    // The state a paid renewal leaves: the next term queued on the organisation's current one.
    const renewed = await subscribedEndingAt(END);
    const { data } = await organisations().get({ id: renewed.acme.organisationId }).go({ consistent: true });
    const term = data?.subscription as SubscriptionTerm;
    await organisations()
      .patch({ id: renewed.acme.organisationId })
      .set({
        subscription: {
          ...term,
          next: {
            id: `${term.id}-next`,
            plan: term.plan,
            billingCycle: term.billingCycle,
            startDate: term.endDate,
            endDate: new Date(END.getTime() + 90 * DAY).toISOString(),
            applicationLimit: term.applicationLimit,
          },
        },
      })
      .go();

    const later = await subscribedEndingAt(new Date(END.getTime() + DAY));

    const run = await remindRenewals(NOW);
    for (const { subscription } of [cancelled, renewed, later])
      expect(run.mailed).not.toContain(subscription.id);
    for (const { acme } of [cancelled, renewed, later]) {
      expect(await remindersTo(acme.record.email, 2, 500)).toHaveLength(0);
    }
  });

  it('mails the day before and on the day access ends, once each, as an optional mail a click stops', async () => {
    const { acme, subscription } = await subscribedEndingAt(END);
    const dayBefore = new Date(END.getTime() - DAY);
    // END is 12:00 in India: 09:00 on its day the term still runs, 15:00 it has ended.
    const endDayMorning = new Date(END.getTime() - 3 * 60 * 60 * 1000);

    // Other tests' terms end on the same day: each run is judged by this term alone.
    expect((await remindRenewals(dayBefore)).mailed).toContain(subscription.id);
    expect((await remindRenewals(dayBefore)).mailed).not.toContain(subscription.id);
    const [tomorrow] = (await waitForMail(acme.record.email, 2)).filter((mail) =>
      mail.subject.includes('ends tomorrow'),
    );
    expect(tomorrow?.subject).toMatch(/^Your Jobmatch Professional plan ends tomorrow, \d+ \w+ \d{4}$/);

    expect((await remindRenewals(endDayMorning)).mailed).toContain(subscription.id);
    const [today] = (await waitForMail(acme.record.email, 3)).filter((mail) =>
      mail.subject.includes('ends today'),
    );
    const text = today?.body.text ?? '';
    console.info(`--- The end-day notice as ${acme.record.email} reads it ---\n${today?.subject}\n\n${text}`);
    expect(text).toContain('renew=1');
    expect(text).toContain('You get this email because you manage your organisation');
    expect(today?.body.html).toContain('<a href="');

    // RFC 8058: the pair of headers, and a cookie-less POST to the link stops the next one.
    const header = (name: string) => today?.headers?.find((h) => h.name === name)?.value ?? '';
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<(.+)>$/.exec(header('List-Unsubscribe'))?.[1] ?? 'http://invalid');
    expect(link.pathname).toBe('/api/v1/notifications/unsubscribe');
    const posted = await callApi(`${link.pathname.replace('/api/v1', '')}${link.search}`, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(200);

    const preferences = await callApi('/notifications/preferences', { headers: acme.headers });
    expect(preferences.json.data).toMatchObject({ renewalReminders: 'off', newApplications: 'daily' });

    // A buyer who turned these mails off on the preferences page is not mailed at all.
    const again = await subscribedEndingAt(END);
    const saved = await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: again.acme.headers,
      body: { renewalReminders: 'off' },
    });
    expect(saved.status).toBe(200);
    const run = await remindRenewals(new Date(END.getTime() - 2 * DAY));
    expect(run.mailed).not.toContain(again.subscription.id);
    expect(await remindersTo(again.acme.record.email, 2, 500)).toHaveLength(0);
  });
});
