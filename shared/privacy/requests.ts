import { ACCOUNT } from '../constants';
import { addDays } from '../jobs/reconfirmation';

/*
 * The grievance desk (issue 35, ADR 0038): a person asks about their own data through a tracked privacy
 * request. Its kinds, statuses, due date and reference number are decided here once, for the form, the
 * admin queue, the mails and the handlers. Free of zod, like jobs/reconfirmation.ts: the request list
 * and the queue read labels without loading schemas (schemas.ts holds the form's rules).
 */

export const PRIVACY_REQUEST_KINDS = [
  'access',
  'correction',
  'erasure',
  'consent',
  'complaint',
  'nomination',
] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** What the form, the queue and the mails call each kind. */
export const PRIVACY_REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: 'A copy of my data',
  correction: 'Correct my data',
  erasure: 'Erase my data',
  consent: 'Withdraw or change a consent',
  complaint: 'A complaint about how my data is handled',
  nomination: 'Nominate a person to act for me',
};

/**
 * A request's life. `unconfirmed`: filed signed out, waiting for the address to confirm it (never in the
 * queue, no reference yet, removed after a day). Then received, in progress, and resolved or rejected
 * (with the reason the person is mailed).
 */
export const PRIVACY_REQUEST_STATUSES = [
  'unconfirmed',
  'received',
  'in_progress',
  'resolved',
  'rejected',
] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export const PRIVACY_REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  unconfirmed: 'Waiting for your confirmation',
  received: 'Received',
  in_progress: 'In progress',
  resolved: 'Resolved',
  rejected: 'Rejected',
};

/** The statuses an admin moves a request to, and which of them end it. */
export const PRIVACY_REQUEST_DECISIONS = ['in_progress', 'resolved', 'rejected'] as const;
export type PrivacyRequestDecision = (typeof PRIVACY_REQUEST_DECISIONS)[number];
export const isFinal = (status: PrivacyRequestStatus): boolean =>
  status === 'resolved' || status === 'rejected';

export const PRIVACY_REQUEST = {
  /**
   * Days from receipt to the answer's due date. The DPDP Rules 2025 (rule 14(3)) let a Data Fiduciary
   * take up to ninety days over a grievance; the privacy policy promises an answer within 30 days
   * (ACCOUNT.gdprResponseDays), and the shorter promise is the one the queue keeps.
   */
  responseDays: ACCOUNT.gdprResponseDays,
  /** The Rules' outer limit, named so the ADR and the runbook can cite it. */
  rulesMaximumDays: 90,
  /** How long a signed-out request waits for its address to confirm it. */
  confirmationHours: 24,
  /** The reference's prefix: PR-2026-000123. */
  referencePrefix: 'PR',
} as const;

/** The India day a request received on `receivedOn` (YYYY-MM-DD) is due to be answered by. */
export const privacyRequestDueOn = (receivedOn: string): string =>
  addDays(receivedOn, PRIVACY_REQUEST.responseDays);

/** Whether a request still open is past its due day on `today` (both India days). */
export const isOverdue = (dueOn: string, today: string): boolean => today > dueOn;

/** The printed reference: PR-2026-000123, the year it was received and a six-digit sequence in that year. */
export function privacyRequestReference(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError(`A privacy request sequence runs from 1 to 999999 in a year: ${sequence}`);
  return `${PRIVACY_REQUEST.referencePrefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

export const PRIVACY_REQUEST_REFERENCE = /^PR-\d{4}-\d{6}$/;

/** One step of a request's history, as the person and the admins see it. */
export interface PrivacyRequestStep {
  status: PrivacyRequestStatus;
  at: string;
  /** What the admin told the person (the outcome, or why it was rejected). */
  note?: string;
}

/** A request as its person sees it. */
export interface PrivacyRequestView {
  id: string;
  reference: string;
  kind: PrivacyRequestKind;
  details: string;
  status: PrivacyRequestStatus;
  receivedAt: string;
  dueOn: string;
  outcome?: string;
  history: PrivacyRequestStep[];
}

/** A request as the admins' queue shows it: who asked, too. */
export interface AdminPrivacyRequestView extends PrivacyRequestView {
  name: string;
  email: string;
  /** Filed signed in (the account's address) or signed out (the address confirmed by its link). */
  signedIn: boolean;
}

export const PRIVACY_REQUEST_MESSAGES = {
  submitted: 'Your privacy request has been received.',
  checkYourMail:
    'Check your email: we have sent a link to confirm this request. It is filed once you confirm it.',
  linkInvalid: 'This link is invalid or has expired. Please file the request again.',
  notFound: 'Privacy request not found',
  alreadyClosed: 'This request has already been answered.',
  reasonRequired: 'Please tell the person what was done, or why the request is rejected.',
} as const;
