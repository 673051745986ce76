import type { Role } from '../auth/user';

/*
 * The privacy notice of the Digital Personal Data Protection Act 2023 (section 5) and its Rules (rule 3):
 * itemised by purpose, standalone, in plain words. The one source of truth: sign-up shows it before the
 * account exists, the consents card and the privacy page read it, and every consent record names its
 * version. A change of words is a new version with its date (ADR 0036).
 */

export const NOTICE_VERSION = '2026-11-29';
/** The day this version took effect, as the privacy page shows it. */
export const NOTICE_DATE = '2026-11-29';

export const CONSENT_PURPOSES = ['account', 'matching', 'recruiterContact', 'jobAlerts'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface NoticeItem {
  purpose: ConsentPurpose;
  title: string;
  /** The personal data this purpose uses. */
  data: string;
  /** Why, and what happens with it. */
  why: string;
  /** Who the purpose applies to: the consents card shows a person only theirs. */
  roles: readonly Role[];
  /** Withdrawing it means closing the account: the card links to deletion instead of a switch. */
  needsAccount: boolean;
}

export const NOTICE_ITEMS: readonly NoticeItem[] = [
  {
    purpose: 'account',
    title: 'Your account and applications',
    data: 'Your name, email address, date of birth band, password (stored only as a hash), and for candidates the profile, resume and applications you choose to make',
    why: 'To run your account, sign you in safely, and send your applications to the employers you apply to. Needed for the account itself: to withdraw it, delete your account.',
    roles: ['candidate', 'employer', 'admin'],
    needsAccount: true,
  },
  {
    purpose: 'matching',
    title: 'Job matching',
    data: 'Your skills, experience, salary expectation, preferred locations and job types',
    why: 'To score jobs against your profile and show you to employers whose jobs match you. Off until you turn it on.',
    roles: ['candidate'],
    needsAccount: false,
  },
  {
    purpose: 'recruiterContact',
    title: 'Being contacted by recruiters',
    data: 'Your public profile and, if you give it, your phone number',
    why: 'To let approved employers find your public profile and reach you outside an application. Off until you turn it on.',
    roles: ['candidate'],
    needsAccount: false,
  },
  {
    purpose: 'jobAlerts',
    title: 'Job alert emails',
    data: 'Your email address and the job searches you save',
    why: 'To email you new jobs that match the searches you saved and asked alerts for.',
    roles: ['candidate'],
    needsAccount: false,
  },
];

/** Said once in the notice: there is no marketing purpose to consent to. */
export const NO_MARKETING =
  'Jobmatch sends no marketing emails and does not sell or share your data for advertising.';

export const noticeItemsFor = (role: Role): NoticeItem[] =>
  NOTICE_ITEMS.filter((item) => item.roles.includes(role));

export const noticeItem = (purpose: ConsentPurpose): NoticeItem =>
  NOTICE_ITEMS.find((item) => item.purpose === purpose) as NoticeItem;

/** How a consent was given or withdrawn, as each record keeps it. */
export const CONSENT_CHANNELS = [
  'sign-up',
  'settings',
  'profile',
  'email-link',
  'parent-email',
  'email-choices',
  'job-alert',
] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** One change of one purpose, as the person (and an audit) sees it. */
export interface ConsentRecordView {
  purpose: ConsentPurpose;
  given: boolean;
  noticeVersion: string;
  at: string;
  channel: ConsentChannel;
  byParent: boolean;
}

/** A purpose as it stands now, read from the fact that carries it (ADR 0036: one fact, one place). */
export interface ConsentState {
  purpose: ConsentPurpose;
  given: boolean;
  /** False for the account purpose: withdrawing it is deleting the account. */
  withdrawable: boolean;
}

/** GET /privacy/consents. */
export interface ConsentsView {
  noticeVersion: string;
  purposes: ConsentState[];
  history: ConsentRecordView[];
  /** A 16 or 17 year old's account while the parent's or guardian's confirmation is awaited. */
  guardian: { status: 'waiting' | 'given'; email: string } | null;
}
