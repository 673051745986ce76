import { reminderDays } from '../../shared/subscriptions/renewals';
import { findUserById } from '../model/accounts';
import { membershipMay } from '../model/member-permissions';
import { copiedAccount, memberships } from '../model/memberships';
import { type OrganisationItem, organisations } from '../model/organisations';
import { activeTermOf, type SubscriptionTerm } from '../model/subscription-terms';
import { type SubscriptionItem, subscriptions } from '../model/subscriptions';
import { writtenUnlessConditionFails } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';
import { renewalReminderMail } from './renewal-reminder-mail';

/*
 * The renewal reminder (ADR 0018, Renewals): a few days before a paid term ends, its organisation's buyers
 * are mailed a link to renew, once a term. Run daily on a schedule; each run reads the terms ending from
 * today to REMINDER_DAYS_BEFORE days ahead (one index query a day), so a missed run is made up by the next.
 */

/** What a run did, for its log line and the tests. */
export interface ReminderRun {
  mailed: string[];
  failed: string[];
}

/**
 * Mails the reminder of every term due one, and claims each before mailing so two runs (or a retried
 * one) never mail twice. A term whose mail failed is given back and counted: the run then throws after
 * the others were handled, so the invocation is retried and, in the end, dead-lettered.
 */
export async function remindRenewals(now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { mailed: [], failed: [] };
  for (const day of reminderDays(now)) {
    const { data } = await subscriptions().query.endingOn({ endsOn: day }).go({ pages: 'all' });
    for (const subscription of data as SubscriptionItem[]) {
      if (subscription.reminderMailedAt) continue;
      const organisation = await reminded(subscription, now);
      if (!organisation) continue;
      try {
        if (await mailReminder(subscription, organisation, now)) run.mailed.push(subscription.id);
      } catch (error) {
        logger.error('Renewal reminder not mailed', { subscriptionId: subscription.id, error });
        run.failed.push(subscription.id);
      }
    }
  }
  logger.info('Renewal reminders', { mailed: run.mailed.length, failed: run.failed.length });
  if (run.failed.length > 0) throw new Error(`Renewal reminders failed for ${run.failed.join(', ')}`);
  return run;
}

/**
 * The organisation, when the subscription is its current term, still running, not cancelled and not
 * renewed; undefined otherwise (replaced by an upgrade, ended, cancelled or its renewal already bought).
 */
async function reminded(subscription: SubscriptionItem, now: Date): Promise<OrganisationItem | undefined> {
  if (subscription.cancelledAt || now.getTime() >= Date.parse(subscription.endDate)) return undefined;
  const { data: organisation } = await organisations()
    .get({ id: subscription.organisationId })
    .go({ consistent: true });
  if (!organisation) return undefined;
  const term = activeTermOf(organisation as { subscription?: SubscriptionTerm | null }, now);
  if (!term || term.id !== subscription.id || term.cancelledAt || term.next) return undefined;
  return organisation;
}

/** Claims the term's reminder, then mails each of the organisation's buyers; false when already claimed. */
async function mailReminder(
  subscription: SubscriptionItem,
  organisation: OrganisationItem,
  now: Date,
): Promise<boolean> {
  const key = { organisationId: subscription.organisationId, id: subscription.id };
  const claimed = await writtenUnlessConditionFails(
    subscriptions()
      .patch(key)
      .set({ reminderMailedAt: now.toISOString() })
      .where((attributes, { notExists }) => notExists(attributes.reminderMailedAt))
      .go(),
  );
  if (!claimed) return false;
  const recipients = await buyersOf(organisation, now);
  if (recipients.length === 0) {
    logger.info('Renewal reminder not mailed: nobody may buy for the organisation', { ...key });
    return false;
  }
  let sent = 0;
  try {
    for (const recipient of recipients) {
      await sendMail({
        to: recipient.email,
        ...renewalReminderMail(subscription, recipient.firstName, config.siteOrigin),
      });
      sent += 1;
    }
  } catch (error) {
    // Nobody mailed yet: give the claim back so the next run (or the retry) mails them all. Once someone
    // was mailed the claim stays: a second copy to them is worse than one admin missing the reminder.
    if (sent === 0) {
      await subscriptions()
        .patch(key)
        .remove(['reminderMailedAt'])
        .go()
        .catch(() => undefined);
    }
    throw error;
  }
  return true;
}

/** The members who may buy for the organisation (its team admins, unless Enterprise choices say otherwise). */
async function buyersOf(
  organisation: OrganisationItem,
  now: Date,
): Promise<{ email: string; firstName: string }[]> {
  const { data } = await memberships()
    .query.byOrganisation({ organisationId: organisation.id })
    .go({ pages: 'all' });
  const buyers = data.filter(
    (membership) =>
      membership.status === 'active' &&
      !membership.accountDeletedAt &&
      membershipMay(membership, 'buy', organisation as { subscription?: SubscriptionTerm | null }, now),
  );
  const accounts = await Promise.all(
    buyers.map(async (membership) => copiedAccount(membership) ?? (await findUserById(membership.userId))),
  );
  return accounts.filter((account) => account !== undefined && account !== null);
}
