import { UI } from '@shared/constants';
import {
  BILLING_CYCLES,
  type BillingCycle,
  PLAN_CATALOGUE,
  PLAN_CODES,
  type PlanCode,
  UNLIMITED,
} from '@shared/subscriptions/plans';

/** How a cycle is named on the toggle and in summaries. */
export const CYCLE_LABELS: Record<BillingCycle, string> = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  YEARLY: 'Yearly',
};

/** What a price is for (employer-admin-side.md section 9: 'per month', 'per quarter', 'per year'). */
export const CYCLE_PERIODS: Record<BillingCycle, string> = {
  MONTHLY: 'per month',
  QUARTERLY: 'per quarter',
  YEARLY: 'per year',
};

export const planName = (code: PlanCode): string => PLAN_CATALOGUE[code].name;

export const isPlanCode = (value: unknown): value is PlanCode =>
  typeof value === 'string' && (PLAN_CODES as readonly string[]).includes(value);

export const isBillingCycle = (value: unknown): value is BillingCycle =>
  typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);

/** An application allowance as people read it: '300 IT applications', or 'Unlimited' for -1. */
export function formatAllowance(limit: number): string {
  if (limit === UNLIMITED) return 'Unlimited';
  return `${new Intl.NumberFormat(UI.locale).format(limit)} IT applications`;
}

/**
 * Subscription dates are instants; a period is shown as the calendar day it falls on in India, in the
 * long form the spec asks for ('25 November 2026').
 */
const longDate = new Intl.DateTimeFormat(UI.locale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '25 November 2026'; empty for a missing or unreadable date. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
