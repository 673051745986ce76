import { indianDay } from '../dates';
import { SUBSCRIPTION_MESSAGES } from './messages';
import { type BillingCycle, PLAN_CATALOGUE, type PlanCode, periodEnd } from './plans';

/*
 * Reminder-led renewal (ADR 0018, Renewals): in the last days of a paid term its team admins may buy the
 * next term of the same plan, paid like any order, which starts when the current one ends: no gap, no
 * overlap. Decided here once, for the server that sells it and the page that offers it.
 */

/** How many days before a term's end its renewal may be bought, and the reminder shows. */
export const RENEWAL_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days before a paid term ends its team admins are mailed the first reminder to renew. */
export const REMINDER_DAYS_BEFORE = 7;

/**
 * The renewal mails of a term (issue 32): a reminder a week before it ends, another the day before, and a
 * notice on the day access ends. None once the organisation has bought the next term.
 */
export const RENEWAL_REMINDERS = ['week', 'lastDay', 'endDay'] as const;
export type RenewalReminder = (typeof RENEWAL_REMINDERS)[number];

/**
 * The mail due for a term whose last day in India is `daysLeft` days away: the day-before reminder on the
 * day before, the end notice on the day itself, and the week's reminder on any day from the seventh to the
 * second before, so a missed run is made up by the next (each is mailed once however many runs see it).
 */
export function reminderDue(daysLeft: number): RenewalReminder | undefined {
  if (daysLeft === 0) return 'endDay';
  if (daysLeft === 1) return 'lastDay';
  if (daysLeft > 1 && daysLeft <= REMINDER_DAYS_BEFORE) return 'week';
  return undefined;
}

/** The days in India whose ending terms a reminder run looks at: today (0 days left) up to the seventh. */
export function reminderDays(now: Date): string[] {
  return Array.from({ length: REMINDER_DAYS_BEFORE + 1 }, (_, ahead) =>
    indianDay(new Date(now.getTime() + ahead * DAY_MS)),
  );
}

/** What a renewal order buys (the create-order body's purpose); a new subscription or upgrade otherwise. */
export const ORDER_PURPOSES = ['subscription', 'renewal'] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];

/** The term a renewal is bought against, as the server and the page both know it. */
export interface RenewableTerm {
  plan: PlanCode;
  endDate: string;
  cancelledAt?: string | null;
  /** A renewal of it is already bought (paid, waiting for its start). */
  renewed: boolean;
}

/** When the renewal window of a term that ends at `endDate` opens. */
export function renewalWindowOpens(endDate: string): Date {
  return new Date(Date.parse(endDate) - RENEWAL_WINDOW_DAYS * DAY_MS);
}

/** Whether `now` is in the renewal window of a term ending at `endDate` (and the term has not ended). */
export function inRenewalWindow(endDate: string, now: Date): boolean {
  const end = Date.parse(endDate);
  return now.getTime() < end && now.getTime() >= renewalWindowOpens(endDate).getTime();
}

/**
 * Why a renewal of `plan` cannot be bought now, in the words the server refuses with; null when it can.
 * The term is the organisation's active one (null on the free plan, when nothing is active).
 */
export function renewalRefusal(term: RenewableTerm | null, plan: PlanCode, now: Date): string | null {
  if (!term) return SUBSCRIPTION_MESSAGES.nothingToRenew;
  if (term.cancelledAt) return SUBSCRIPTION_MESSAGES.renewCancelled;
  if (term.renewed) return SUBSCRIPTION_MESSAGES.alreadyRenewed;
  if (plan !== term.plan) return SUBSCRIPTION_MESSAGES.renewSamePlan;
  if (!inRenewalWindow(term.endDate, now)) return renewalNotYet(term.endDate);
  return null;
}

/** The refusal before the window opens, naming the day it does. */
export function renewalNotYet(endDate: string): string {
  const opens = renewalWindowOpens(endDate).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return `Your plan can be renewed in the last ${RENEWAL_WINDOW_DAYS} days of its term. You can renew from ${opens}.`;
}

/** The next term a renewal buys: from the current term's end, one billing cycle long. */
export function renewalPeriod(
  currentEndDate: string,
  cycle: BillingCycle,
): { startDate: string; endDate: string } {
  const start = new Date(currentEndDate);
  return { startDate: start.toISOString(), endDate: periodEnd(start, cycle).toISOString() };
}

/**
 * What the subscription page says about renewing: nothing (no active paid term, cancelled, or not in the
 * window yet), a reminder with the Renew button, or that the next term is bought.
 */
export type RenewalNotice =
  | { kind: 'none' }
  | { kind: 'due'; planName: string; endDate: string }
  | { kind: 'renewed'; startDate: string };

export function renewalNotice(
  current: { plan: PlanCode; endDate: string; isActive: boolean; cancelledAt: string | null } | null,
  renewal: { startDate: string } | null,
  now: Date,
): RenewalNotice {
  if (renewal) return { kind: 'renewed', startDate: renewal.startDate };
  if (!current?.isActive || current.cancelledAt || !inRenewalWindow(current.endDate, now))
    return { kind: 'none' };
  return { kind: 'due', planName: PLAN_CATALOGUE[current.plan].name, endDate: current.endDate };
}
