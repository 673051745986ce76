import { formatDate, indianDay, startOfIndianDay } from '../dates';

/*
 * Jobs stay real (issue 33, ADR 0029): a job lives JOB_CONFIRMATION.lifetimeDays from its posting or its
 * last confirmation. JOB_CONFIRMATION.reminderDaysBefore days before, its poster is mailed a one-click
 * "Still hiring" link and a "Close this job" link; a job nobody confirmed closes on its due day. Days are
 * India's calendar days (YYYY-MM-DD), so a job confirmed at any hour of a day is due on the same day, and
 * the daily run closes it that morning. Decided here once, for the sweep, the links, the pages and My Jobs.
 * Free of zod, like messages.ts: the public job page says "Confirmed active on" without loading schemas.
 */

export const JOB_CONFIRMATION = {
  /** Days a job lives from its posting or last confirmation. */
  lifetimeDays: 30,
  /** Days before the due day its poster is mailed the links. */
  reminderDaysBefore: 7,
  /** How many days of missed daily runs the next run makes up (jobs due that long ago still close). */
  catchUpDays: 14,
} as const;

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day a job confirmed (or posted) at `confirmedAt` closes unless it is confirmed again. */
export function confirmationDueDay(confirmedAt: string | Date): string {
  return addDays(indianDay(confirmedAt), JOB_CONFIRMATION.lifetimeDays);
}

/**
 * The due day of a job that has none yet (posted before reconfirmation existed): a lifetime from its
 * last sign of life (its last update), but never sooner than a full reminder period from today, so its
 * poster is always mailed before it closes.
 */
export function firstDueDayOfExistingJob(lastActiveAt: string, now: Date): string {
  const byLastActivity = confirmationDueDay(lastActiveAt);
  const earliest = addDays(indianDay(now), JOB_CONFIRMATION.reminderDaysBefore);
  return byLastActivity > earliest ? byLastActivity : earliest;
}

/** The first day the poster is mailed about a job due on `dueDay`. */
export const reminderDay = (dueDay: string): string => addDays(dueDay, -JOB_CONFIRMATION.reminderDaysBefore);

/** Whether the poster of a job due on `dueDay` is to be mailed by now (a missed day is made up). */
export const isReminderDue = (dueDay: string, now: Date): boolean => indianDay(now) >= reminderDay(dueDay);

/** Whether a job due on `dueDay` is to be closed by now: its due day has come. */
export const isConfirmationOverdue = (dueDay: string, now: Date): boolean => indianDay(now) >= dueDay;

/** The due days a run on `now` looks at: those missed runs left behind, up to a reminder period ahead. */
export function sweptDueDays(now: Date): { from: string; to: string } {
  const today = indianDay(now);
  return {
    from: addDays(today, -JOB_CONFIRMATION.catchUpDays),
    to: addDays(today, JOB_CONFIRMATION.reminderDaysBefore),
  };
}

/** Whether My Jobs offers "Still hiring" (and says the job needs confirming): from the reminder day on. */
export const needsConfirming = (dueDay: string | null, now: Date): boolean =>
  dueDay !== null && isReminderDue(dueDay, now);

/** When a link about a job due on `dueDay` stops working: the start of its due day, when it closes. */
export const linkExpiry = (dueDay: string): Date => new Date(startOfIndianDay(dueDay));

/** What a mailed link does: keep the job open, or close it. */
export const CONFIRMATION_ACTIONS = ['confirm', 'close'] as const;
export type ConfirmationAction = (typeof CONFIRMATION_ACTIONS)[number];

export const CONFIRMATION_MESSAGES = {
  stillHiring: 'Still hiring',
  closeJob: 'Close this job',
  confirming: 'Confirming...',
  closing: 'Closing...',
  confirmedOn: (at: string) => `Confirmed active on ${formatDate(at)}`,
  confirmBy: (dueDay: string) => `Confirm by ${formatDate(startOfIndianDay(dueDay))}`,
  closesOn: (dueDay: string) => `Closes on ${formatDate(startOfIndianDay(dueDay))} unless you confirm it`,
  confirmedToast: 'Thanks. The job stays open.',
  failed: 'Could not confirm the job. Please try again.',
  linkInvalid:
    'This link is invalid or has expired. Sign in and open My Jobs to keep the job open or close it.',
  linkMissing: 'This link is incomplete. Open it again from the email, or sign in and open My Jobs.',
} as const;

/**
 * What following a link (or "Still hiring" in My Jobs) did: confirmed (stays open until the new due
 * day), closed, or nothing because that had happened already (`unchanged`: the job was confirmed again
 * or closed since the mail, or the link was used before).
 */
export interface ConfirmationResult {
  outcome: 'confirmed' | 'closed' | 'unchanged';
  jobId: string;
  title: string;
  companyName: string;
  isOpen: boolean;
  confirmedAt: string;
  confirmationDueOn: string | null;
}
