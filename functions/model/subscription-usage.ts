import { createWriteTransaction } from 'electrodb';
import { UNLIMITED } from '../../shared/subscriptions/plans';
import { getItemsTogether } from '../platform/db';
import { openedApplications } from './opened-applications';
import { activeSubscriptionOf } from './subscription-terms';
import { subscriptions } from './subscriptions';

/*
 * The IT applicant rule's counter (pricing FAQ): each IT application an organisation opens for the first
 * time counts once toward its subscription's applicationsUsed, never past the limit.
 */

export type OpenOutcome = 'opened' | 'alreadyOpen' | 'locked' | 'noSubscription';

/** Which of these applications the organisation has opened: one batch read for a page of them. */
export async function openedApplicationIds(
  organisationId: string,
  applicationIds: string[],
): Promise<Set<string>> {
  const unique = [...new Set(applicationIds)];
  if (unique.length === 0) return new Set();
  const items = await getItemsTogether(
    unique.map((applicationId) => openedApplications().get({ organisationId, applicationId }).params().Key),
  );
  return new Set(unique.filter((_, index) => items[index] !== undefined));
}

const ATTEMPTS = 5;

/**
 * Opens an IT application: the 'opened' record and the counter's step are one transaction, conditioned on
 * the record not existing and, unless unlimited, on the counter being under the limit, and on the
 * subscription not having ended. So an application counts once, and of two opens racing for the last slot
 * one wins and the other is locked.
 */
export async function openItApplication(
  organisationId: string,
  applicationId: string,
  now = new Date(),
): Promise<OpenOutcome> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // Without an active subscription nothing is open, not even what was opened under an earlier one.
    const [subscription, opened] = await Promise.all([
      activeSubscriptionOf(organisationId, now),
      attempt === 1
        ? openedApplications()
            .get({ organisationId, applicationId })
            .go()
            .then(({ data }) => data)
        : null,
    ]);
    if (!subscription) return 'noSubscription';
    if (opened) return 'alreadyOpen';
    const limit = subscription.applicationLimit;
    if (limit !== UNLIMITED && subscription.applicationsUsed >= limit) return 'locked';

    const at = now.toISOString();
    const { canceled, data } = await createWriteTransaction(
      { opened: openedApplications(), subscription: subscriptions() },
      (e) => [
        e.opened
          .create({ organisationId, applicationId, subscriptionId: subscription.id, openedAt: at })
          .commit(),
        e.subscription
          .update({ organisationId, id: subscription.id })
          .add({ applicationsUsed: 1 })
          .where((attributes, { gt, lt }) =>
            limit === UNLIMITED
              ? gt(attributes.endDate, at)
              : `${gt(attributes.endDate, at)} AND ${lt(attributes.applicationsUsed, limit)}`,
          )
          .commit(),
      ],
    ).go();
    if (!canceled) return 'opened';
    if (data[0]?.rejected && data[0].code === 'ConditionalCheckFailed') return 'alreadyOpen';
    // The counter moved (another open took a slot) or the subscription changed, or the transaction met
    // another on the same items: read again and decide on what stands now.
    await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 30));
  }
  // Still contended after every attempt: refuse this open rather than count it twice or past the limit.
  return 'locked';
}
