import { isConditionalFailure } from '../platform/conditional-failure';
import { organisations } from './organisations';
import type { SubscriptionTerm } from './subscription-terms';

/**
 * Moves a renewal up once the term it continues has ended (ADR 0018, Renewals). Reads need no such write
 * (activeTermOf answers the renewal from its start), but the writes that hold an order or a cancel to the
 * organisation's term name the current term by its id: before them, the started renewal becomes the
 * term itself. Conditional, so two callers at once move it once; answers the term as it then stands.
 */
export async function startDueRenewal(
  organisationId: string,
  term: SubscriptionTerm | null | undefined,
  now: Date,
): Promise<SubscriptionTerm | null> {
  const next = term?.next;
  if (!term || !next || now.getTime() < Date.parse(term.endDate)) return term ?? null;
  const at = now.toISOString();
  await organisations()
    .patch({ id: organisationId })
    .set({ subscription: next, updatedAt: at })
    .where(
      (attributes, { eq }) =>
        `${eq(attributes.subscription.id, term.id)} AND ${eq(attributes.subscription.next.id, next.id)}`,
    )
    .go()
    .catch((error: unknown) => {
      // Moved up (or changed) by another caller first: the read below answers.
      if (!isConditionalFailure(error)) throw error;
    });
  const { data } = await organisations().get({ id: organisationId }).go({ consistent: true });
  return (data?.subscription as SubscriptionTerm | undefined) ?? null;
}
