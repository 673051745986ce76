import type { Role } from '../auth/user';

/*
 * The mails a person may turn off (issue 32, ADR 0034): each kind with its choices, its default and the
 * words every screen and mail uses for it. Mails a person cannot opt out of (codes, receipts, the status
 * of their own applications) are not here: they carry no unsubscribe link (shared/auth/account-mails.ts
 * lists them).
 */

export const NOTIFICATION_KINDS = [
  'jobAlerts',
  'weeklyMatches',
  'newApplications',
  'renewalReminders',
  'recruiterApplications',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** 'off' is every kind's way to stop; the others say how often. */
export const NOTIFICATION_CHOICES = ['instant', 'daily', 'on', 'off'] as const;
export type NotificationChoice = (typeof NOTIFICATION_CHOICES)[number];

export interface NotificationKindInfo {
  /** Who gets this kind of mail at all: the preferences page shows only a person's own kinds. */
  role: Role;
  label: string;
  /** What the mail is, under its label. */
  description: string;
  /** The choices offered, in order; the first that is not 'off' is what "turn back on" restores. */
  choices: readonly { value: NotificationChoice; label: string }[];
  default: NotificationChoice;
  /** The footer's reason, finishing "You get this email because ..." */
  because: string;
}

/** The choices of a kind that is simply sent or not. */
const ON_OFF = [
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
] as const satisfies NotificationKindInfo['choices'];

export const NOTIFICATIONS: Record<NotificationKind, NotificationKindInfo> = {
  jobAlerts: {
    role: 'candidate',
    label: 'Job alerts',
    description:
      'New jobs that match the searches you saved, as each goes live or once a day; choose per search on your job alerts page.',
    choices: ON_OFF,
    default: 'on',
    because: 'you saved a job search on Jobmatch and asked to hear about new jobs that match it',
  },
  weeklyMatches: {
    role: 'candidate',
    label: 'Your best new matches',
    description: 'Once a week, the ten new jobs that match your profile best, with the reasons.',
    choices: ON_OFF,
    default: 'off',
    because: 'you turned on job matching on Jobmatch and asked for a weekly summary of your best new matches',
  },
  newApplications: {
    role: 'employer',
    label: 'New applications',
    description:
      "When candidates apply to your organisation's jobs: each one as it arrives, or one summary a day.",
    choices: [
      { value: 'instant', label: 'As they arrive' },
      { value: 'daily', label: 'Daily summary' },
      { value: 'off', label: 'Off' },
    ],
    default: 'daily',
    because: 'you are on a hiring team on Jobmatch and asked to hear about new applications to its jobs',
  },
  renewalReminders: {
    role: 'employer',
    label: 'Plan renewal reminders',
    description: "7 days and 1 day before your organisation's paid plan ends, and on the day it ends.",
    choices: ON_OFF,
    default: 'on',
    because: "you manage your organisation's Jobmatch plan",
  },
  recruiterApplications: {
    role: 'admin',
    label: 'Recruiter applications',
    description:
      'Each new recruiter application, and a reminder each morning while any has waited more than a business day.',
    choices: ON_OFF,
    default: 'on',
    because: 'you review recruiter applications on Jobmatch',
  },
};

/** A person's choice for every kind of their role, as stored choices (or the defaults) make it. */
export type NotificationPreferences = Partial<Record<NotificationKind, NotificationChoice>>;

export function kindsFor(role: Role): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => NOTIFICATIONS[kind].role === role);
}

export function choiceOf(preferences: NotificationPreferences, kind: NotificationKind): NotificationChoice {
  return preferences[kind] ?? NOTIFICATIONS[kind].default;
}

export function isChoiceOf(kind: NotificationKind, choice: string): choice is NotificationChoice {
  return NOTIFICATIONS[kind].choices.some((option) => option.value === choice);
}

/** What "turn back on" restores: the choice held before the person turned the kind off, else the default. */
export function resumedChoice(
  kind: NotificationKind,
  before: NotificationChoice | undefined,
): NotificationChoice {
  if (before && before !== 'off' && isChoiceOf(kind, before)) return before;
  const fallback = NOTIFICATIONS[kind].default;
  return fallback !== 'off' ? fallback : (NOTIFICATIONS[kind].choices[0]?.value ?? 'on');
}

export const NOTIFICATION_MESSAGES = {
  linkInvalid: 'This link is not valid. Choose which emails you get in your account settings.',
  choiceInvalid: 'Choose one of the options offered for this email.',
  kindNotYours: 'This kind of email is not sent to your account.',
  unsubscribed: (label: string) => `You will no longer get "${label}" emails.`,
  resubscribed: (label: string) => `"${label}" emails are on again.`,
  saved: 'Email preferences saved.',
  loadFailed: 'Your email choices could not be loaded. Please refresh the page.',
  saveFailed: 'Your choice could not be saved. Please try again.',
  linkFailed: 'Something went wrong. Please try again.',
} as const;
