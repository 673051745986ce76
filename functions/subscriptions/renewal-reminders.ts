import { type RenewalReminder, reminderDays, reminderDue } from '../../shared/subscriptions/renewals';
import { findUserById } from '../model/accounts';
import { membershipMay } from '../model/member-permissions';
import { copiedAccount, memberships } from '../model/memberships';
import { choicesFor } from '../model/notification-preferences';
import { type OrganisationItem, organisations } from '../model/organisations';
import { sendOnce } from '../model/sent-notifications';
import type { SubscriptionTerm } from '../model/subscription-terms';
import { type SubscriptionItem, subscriptions } from '../model/subscriptions';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { optionalMail } from '../platform/optional-mail';
import { renewalReminderMail } from './renewal-reminder-mail';

/*
 * The renewal mails (ADR 0018, Renewals; issue 32): a week before a paid term ends, the day before, and on
 * the day access ends, its organisation's buyers are mailed a link to renew, unless they turned these mails
 * off. Run daily on a schedule; each run reads the terms ending from today to REMINDER_DAYS_BEFORE days
 * ahead (one index query a day), so a missed week's reminder is made up by the next run.
 */

/** What a run did, for its log line and the tests: the terms someone was mailed about, and those that failed. */
export interface ReminderRun {
  mailed: string[];
  failed: string[];
}

/**
 * Mails every reminder due, each at most once per term, reminder and person (sendOnce claims it first), so
 * two runs, or a retried one, never mail twice. A term whose mail failed is counted: the run throws after
 * the others were handled, so the invocation is retried and, in the end, dead-lettered and alarmed.
 */
export async function remindRenewals(now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { mailed: [], failed: [] };
  for (const [daysLeft, day] of reminderDays(now).entries()) {
    const reminder = reminderDue(daysLeft);
    if (!reminder) continue;
    const { data } = await subscriptions().query.endingOn({ endsOn: day }).go({ pages: 'all' });
    for (const subscription of data as SubscriptionItem[]) {
      // Mailed by the one-reminder version of this run, before reminders were claimed per person.
      if (reminder === 'week' && subscription.reminderMailedAt) continue;
      const organisation = await reminded(subscription);
      if (!organisation) continue;
      try {
        if (await mailReminder(subscription, organisation, reminder, now)) run.mailed.push(subscription.id);
      } catch (error) {
        logger.error('Renewal reminder not mailed', { subscriptionId: subscription.id, reminder, error });
        run.failed.push(subscription.id);
      }
    }
  }
  logger.info('Renewal reminders', { mailed: run.mailed.length, failed: run.failed.length });
  if (run.failed.length > 0) throw new Error(`Renewal reminders failed for ${run.failed.join(', ')}`);
  return run;
}

/**
 * The organisation, when the subscription is still its current term, not cancelled and not renewed;
 * undefined otherwise (replaced by an upgrade, cancelled, or its renewal already bought). A term that has
 * ended stays the organisation's term until another is bought, so the end-day notice finds it too.
 */
async function reminded(subscription: SubscriptionItem): Promise<OrganisationItem | undefined> {
  if (subscription.cancelledAt) return undefined;
  const { data: organisation } = await organisations()
    .get({ id: subscription.organisationId })
    .go({ consistent: true });
  if (!organisation) return undefined;
  const term = (organisation as { subscription?: SubscriptionTerm | null }).subscription;
  if (!term || term.id !== subscription.id || term.cancelledAt || term.next) return undefined;
  return organisation;
}

/** Mails one reminder of a term to each buyer who has not turned these mails off; true when someone was mailed. */
async function mailReminder(
  subscription: SubscriptionItem,
  organisation: OrganisationItem,
  reminder: RenewalReminder,
  now: Date,
): Promise<boolean> {
  const buyers = await buyersOf(organisation, now);
  const choices = await choicesFor(
    buyers.map((buyer) => buyer.id),
    'renewalReminders',
  );
  const recipients = buyers.filter((buyer) => choices.get(buyer.id) !== 'off');
  if (recipients.length === 0) {
    logger.info('Renewal reminder not mailed: no buyer of the organisation takes them', {
      subscriptionId: subscription.id,
    });
    return false;
  }
  let mailed = false;
  let failure: unknown;
  for (const recipient of recipients) {
    const occasion = `renewal-reminder#${subscription.id}#${reminder}#${recipient.id}`;
    try {
      const sent = await sendOnce(occasion, () =>
        optionalMail(
          {
            accountId: recipient.id,
            kind: 'renewalReminders',
            to: recipient.email,
            ...renewalReminderMail(subscription, reminder, recipient.firstName, config.siteOrigin, now),
          },
          config.siteOrigin,
        ),
      );
      mailed ||= sent;
    } catch (error) {
      failure = error;
    }
  }
  if (failure) throw failure;
  return mailed;
}

/** The members who may buy for the organisation (its team admins, unless Enterprise choices say otherwise). */
async function buyersOf(
  organisation: OrganisationItem,
  now: Date,
): Promise<{ id: string; email: string; firstName: string }[]> {
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
    buyers.map(async (membership) => {
      const account = copiedAccount(membership) ?? (await findUserById(membership.userId));
      return account && { id: membership.userId, email: account.email, firstName: account.firstName };
    }),
  );
  return accounts.filter((account) => account !== undefined && account !== null);
}
