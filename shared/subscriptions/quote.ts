import { gstOn } from './money';
import { type BillingCycle, PLAN_CATALOGUE, type PlanCode, planRank } from './plans';

/** The subscription an upgrade replaces: what was paid for it before GST, and its period. */
export interface CurrentTerm {
  plan: PlanCode;
  pricePaise: number;
  startDate: string;
  endDate: string;
}

/** What an order costs, line by line as the invoice shows it. All paise. */
export interface OrderQuote {
  plan: PlanCode;
  billingCycle: BillingCycle;
  pricePaise: number;
  /** The unused part of the subscription an upgrade replaces (ADR 0018); 0 otherwise. */
  creditPaise: number;
  gstPaise: number;
  totalPaise: number;
}

/**
 * Prices an order on the server. An upgrade (a higher plan while one is active) starts at once and
 * credits the unused days of the current subscription, pro rata, against the new price, in whole rupees:
 * the taxable value is then whole rupees, so 9 % and 18 % of it are exact paise and the invoice's CGST +
 * SGST or IGST (shared/subscriptions/gst) add up to this GST wherever the buyer is, with no rounding.
 */
export function quoteOrder(
  plan: PlanCode,
  billingCycle: BillingCycle,
  current: CurrentTerm | null,
  now: Date,
): OrderQuote {
  const pricePaise = PLAN_CATALOGUE[plan].pricePaise[billingCycle];
  const creditPaise =
    current && planRank(plan) > planRank(current.plan) ? unusedValue(current, now, pricePaise) : 0;
  const taxable = pricePaise - creditPaise;
  const gstPaise = gstOn(taxable);
  return { plan, billingCycle, pricePaise, creditPaise, gstPaise, totalPaise: taxable + gstPaise };
}

function unusedValue(current: CurrentTerm, now: Date, cap: number): number {
  const start = Date.parse(current.startDate);
  const end = Date.parse(current.endDate);
  const left = Math.max(0, end - now.getTime());
  if (end <= start || left === 0) return 0;
  const unused = Math.min(cap, Math.floor((current.pricePaise * left) / (end - start)));
  return Math.floor(unused / 100) * 100;
}
