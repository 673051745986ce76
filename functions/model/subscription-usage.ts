import { createWriteTransaction } from 'electrodb';
import { UNLIMITED } from '../../shared/subscriptions/plans';
import { getItemsTogether } from '../platform/db';
import { candidateOpenings } from './candidate-openings';
import { openedApplications } from './opened-applications';
import { type ActiveSubscription, activeSubscriptionOf } from './subscription-terms';
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

/**
 * Counts an organisation's first opening of an IT candidate reached outside an application (ADR 0033):
 * the same counter and the same transaction as an IT application's, with the candidate's opening record
 * in place of the application's. The record's `countedAt` is set only if it is not set yet, so an
 * opening of another kind, or the same kind twice, counts nothing.
 */
export async function countCandidateOpening(
  opening: { candidateId: string; organisationId: string; change: Record<string, unknown> },
  subscription: ActiveSubscription,
  now = new Date(),
): Promise<OpenOutcome> {
  const { candidateId, organisationId } = opening;
  let current: ActiveSubscription | null = subscription;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (!current) return 'noSubscription';
    const limit = current.applicationLimit;
    if (limit !== UNLIMITED && current.applicationsUsed >= limit) return 'locked';
    const at = now.toISOString();
    const { canceled, data } = await createWriteTransaction(
      { opening: candidateOpenings(), subscription: subscriptions() },
      (e) => [
        e.opening
          .update({ candidateId, organisationId })
          .set({ ...opening.change, countedAt: at, subscriptionId: current?.id ?? '' })
          .where((attributes, { notExists }) => notExists(attributes.countedAt))
          .commit(),
        e.subscription
          .update({ organisationId, id: current?.id ?? '' })
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
    await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 30));
    current = await activeSubscriptionOf(organisationId, now);
  }
  return 'locked';
}
