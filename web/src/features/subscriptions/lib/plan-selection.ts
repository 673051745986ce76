import type { Role } from '@shared/auth/user';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { type BillingCycle, type PlanCode, planRank } from '@shared/subscriptions/plans';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { CYCLE_LABELS } from './format';

/** What choosing a plan on /pricing does for whoever is looking. */
export type PlanChoice =
  /** A page of this app: sign-in (remembering /pricing), verification or the payment page. */
  | { kind: 'page'; to: string }
  /** A mail draft to sales (Enterprise). */
  | { kind: 'mail'; href: string }
  /** Said on the page instead (a candidate or an admin: plans are for employers). */
  | { kind: 'refusal'; message: string }
  /** The employer already has this plan or a higher one: nothing to buy. */
  | { kind: 'owned' };

export interface Chooser {
  role: Role;
  isApproved: boolean;
  companyName?: string | null;
}

/** The sales draft Enterprise opens, addressed to support, naming the company and the cycle asked about. */
export function salesMailHref(cycle: BillingCycle, companyName?: string | null): string {
  const subject = 'Enterprise plan enquiry';
  const body = [
    'Hello Jobmatch sales team,',
    '',
    `We are interested in the Enterprise plan, billed ${CYCLE_LABELS[cycle].toLowerCase()}.`,
    companyName ? `Company: ${companyName}` : 'Company:',
    '',
    'Please get in touch.',
  ].join('\n');
  return `mailto:${site.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The plan selection rules (employer-admin-side.md section 4): a visitor signs in first and comes back to
 * /pricing; anyone but an employer is told plans are for employers; Enterprise is sold by sales; an
 * employer not verified yet verifies first; an employer with a subscription may only move up; everyone
 * else goes to the payment page with the plan and billing cycle.
 */
export function choosePlan(
  who: Chooser | null,
  plan: PlanCode,
  cycle: BillingCycle,
  currentPlan: PlanCode | null = null,
): PlanChoice {
  if (!who) return { kind: 'page', to: paths.auth.login.getHref(paths.employer.pricing.getHref()) };
  if (who.role !== 'employer') return { kind: 'refusal', message: SUBSCRIPTION_MESSAGES.employersOnly };
  if (currentPlan && planRank(plan) <= planRank(currentPlan)) return { kind: 'owned' };
  if (plan === 'ENTERPRISE') return { kind: 'mail', href: salesMailHref(cycle, who.companyName) };
  if (!who.isApproved) return { kind: 'page', to: paths.employer.recruiterApply.getHref() };
  return { kind: 'page', to: paths.employer.subscriptionPayment.getHref(plan, cycle) };
}
