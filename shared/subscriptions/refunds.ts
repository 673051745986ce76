/*
 * Why a paid order was refunded instead of activated (ADR 0018, One activation per intent), in the words
 * the checkout, the history and the buyer's mail use.
 */

/**
 * replaced: a newer order of the organisation cancelled it before it was paid; alreadySubscribed: a plan
 * of the same or a higher rank became active first; termChanged: the subscription it was priced against
 * (its upgrade credit, or none) is no longer the active one; alreadyRenewed: a renewal of the same term
 * was activated first; renewalVoid: the term a renewal continues was cancelled, replaced or ended before
 * the payment came (ADR 0018, Renewals).
 */
export const SUPERSEDED_REASONS = [
  'replaced',
  'alreadySubscribed',
  'termChanged',
  'alreadyRenewed',
  'renewalVoid',
] as const;
export type SupersededReason = (typeof SUPERSEDED_REASONS)[number];

/** How a refunded order reads in the subscription history's Status column. */
export const REFUNDED_LABEL = 'Refunded';

export const REFUND_MESSAGES = {
  title: 'Payment refunded',
  summary: 'Nothing was activated with this payment, and we have refunded it in full.',
  pending:
    'Nothing was activated with this payment. Its refund in full has been requested; we will email you when it is done.',
  timing: 'Banks usually take 5 to 7 working days to show a refund on your statement.',
  creditNote: 'A credit note for the refund can be downloaded from Manage Subscription.',
} as const;

/** The reason, said to the buyer. */
export const SUPERSEDED_REASON_TEXT: Record<SupersededReason, string> = {
  replaced: 'You opened a newer order for your organisation after this one, and the newer order replaced it.',
  alreadySubscribed:
    'Your organisation already has this plan or a higher one: another payment was activated first.',
  termChanged:
    "Your organisation's subscription changed after this order was priced (another payment was activated first), so its price no longer applied.",
  alreadyRenewed: 'Your plan was already renewed for its next term: another payment was activated first.',
  renewalVoid:
    'The plan this renewal continues was cancelled, replaced or had ended before the payment arrived, so there was nothing to renew.',
};

/** Reads a reason from outside (a page address); anything else is not a reason. */
export function supersededReasonOf(value: string | null | undefined): SupersededReason | null {
  return (SUPERSEDED_REASONS as readonly string[]).includes(value ?? '') ? (value as SupersededReason) : null;
}
