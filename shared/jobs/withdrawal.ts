/*
 * A candidate withdrawing an application (PUT /applications/{id} with status withdrawn, the spec's
 * candidate call, candidate-side.md section 7): why, in the candidate's words from a short list, and what
 * each side is told. A withdrawal is the candidate's alone and final: no employer moves it afterwards,
 * and nothing else changes (the job's count, the organisation's figures and its plan usage stay).
 */

export const WITHDRAWAL_REASONS = [
  'accepted-offer',
  'not-interested',
  'applied-by-mistake',
  'other',
] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

export const WITHDRAWAL_REASON_LABELS: Record<WithdrawalReason, string> = {
  'accepted-offer': 'Accepted another offer',
  'not-interested': 'No longer interested',
  'applied-by-mistake': 'Applied by mistake',
  other: 'Other',
};

export const WITHDRAWAL_LIMITS = { reasonTextMax: 300 } as const;

export const WITHDRAWAL_MESSAGES = {
  afterHired: 'You were hired for this job, so the application can no longer be withdrawn.',
  candidateOnly: 'Only the candidate can withdraw an application.',
  withdrawnAlready: 'The candidate withdrew this application, so its status can no longer change.',
  candidateMovesNothing: 'Candidates can only withdraw their own applications.',
  reasonTooLong: `Keep the reason under ${WITHDRAWAL_LIMITS.reasonTextMax} characters`,
} as const;

/** Which applications the candidate may still withdraw: any not hired and not withdrawn already. */
export const mayWithdraw = (status: string): boolean => status !== 'hired' && status !== 'withdrawn';
