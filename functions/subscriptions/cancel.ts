import { createWriteTransaction } from 'electrodb';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import type { Subscription } from '../../shared/subscriptions/types';
import { organisations } from '../model/organisations';
import { startDueRenewal } from '../model/renewal-start';
import { activeTermOf, type SubscriptionTerm } from '../model/subscription-terms';
import { subscriptions } from '../model/subscriptions';
import type { Principal } from '../platform/auth/principal';
import { ConflictError } from '../platform/errors';
import { buyerOf } from './access';
import { toSubscription } from './views';

/**
 * Cancels at the period's end: nothing renews by itself here, so cancelling records that the
 * organisation will not continue (no renewal may be bought, no reminder is sent), and access (and the
 * team plan) stays until endDate. A term whose renewal is already paid for is refused (409). The subscription
 * and the organisation's term are marked together, each only if not cancelled already: two cancels, one
 * 409.
 */
export async function cancelSubscription(principal: Principal, now = new Date()): Promise<Subscription> {
  // A platform admin belongs to no organisation: there is nothing of theirs to cancel.
  if (principal.user.role === 'admin') throw new ConflictError(SUBSCRIPTION_MESSAGES.nothingToCancel);
  const membership = await buyerOf(principal);
  const organisationId = membership.organisationId;
  const { data: organisation } = await organisations().get({ id: organisationId }).go({ consistent: true });
  // A renewal that has started is the term to cancel: moved up first, as the writes below name it.
  const stored = organisation
    ? await startDueRenewal(organisationId, organisation.subscription as SubscriptionTerm | undefined, now)
    : null;
  const term = activeTermOf({ subscription: stored }, now);
  if (!term) throw new ConflictError(SUBSCRIPTION_MESSAGES.nothingToCancel);
  if (term.cancelledAt) throw new ConflictError(SUBSCRIPTION_MESSAGES.alreadyCancelled);
  // A renewal already paid for is not undone here (ADR 0018, Renewals): support cancels and refunds it.
  if (term.next) throw new ConflictError(SUBSCRIPTION_MESSAGES.cancelRenewed);

  const at = now.toISOString();
  const { canceled } = await createWriteTransaction(
    { subscription: subscriptions(), organisation: organisations() },
    (e) => [
      e.subscription
        .patch({ organisationId, id: term.id })
        .set({ cancelledAt: at })
        .where((attributes, { notExists }) => notExists(attributes.cancelledAt))
        .commit(),
      e.organisation
        .patch({ id: organisationId })
        .data((attributes, { set }) => set(attributes.subscription.cancelledAt, at))
        .set({ updatedAt: at })
        .where(
          (attributes, { eq, notExists }) =>
            `${eq(attributes.subscription.id, term.id)} AND ${notExists(attributes.subscription.cancelledAt)} AND ${notExists(attributes.subscription.next)}`,
        )
        .commit(),
    ],
  ).go();
  // The other cancel, an upgrade that replaced the term, or a renewal, came first.
  if (canceled) throw new ConflictError(SUBSCRIPTION_MESSAGES.alreadyCancelled);

  const { data } = await subscriptions().get({ organisationId, id: term.id }).go({ consistent: true });
  if (!data) throw new ConflictError(SUBSCRIPTION_MESSAGES.nothingToCancel);
  return toSubscription(data, now);
}
