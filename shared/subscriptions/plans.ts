import { TEAM } from '../constants';
import type { Plan as TeamPlan } from '../teams/schemas';

/*
 * The paid plans of employer-admin-side.md sections 3, 4 and 9, decided here once: the server prices
 * orders from this table (never from the browser) and the pricing page shows the same figures. Money is
 * integers in paise. Prices are before GST (see money.ts); why these figures: ADR 0018.
 */

export const PLAN_CODES = ['BASIC', 'PROFESSIONAL', 'ENTERPRISE'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export const BILLING_CYCLES = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const CYCLE_MONTHS: Record<BillingCycle, number> = { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 };

/** -1: no limit (the spec's applicationLimit and remainingApplications). */
export const UNLIMITED = -1;

export interface PlanDefinition {
  code: PlanCode;
  name: string;
  description: string;
  /** Price of each billing cycle before GST, in paise. */
  pricePaise: Record<BillingCycle, number>;
  /** IT applications an organisation may open per month of the subscription; -1 for unlimited. */
  monthlyApplicationLimit: number;
  /** The team plan (shared/teams) an active subscription to this plan gives the organisation. */
  teamPlan: TeamPlan;
  features: string[];
}

const rupees = (amount: number) => amount * 100;

/**
 * Feature lines more than one plan, or another screen, words alike: the pricing page, the plan cards and
 * the team analytics' upsell read them from here.
 */
export const PLAN_FEATURE_LINES = {
  /**
   * Every approved employer, on any plan or none, gets the same rule-based matching of candidates to its
   * jobs (shared/matching/scorer.ts: skills, experience level, location and job type, with education,
   * among candidates whose expected salary the job meets); it is not AI, and no plan adds to it.
   */
  matching: 'Matching candidates for every job, ranked by skills, experience, location and job type',
  teamAnalytics: 'Team analytics: jobs posted, applications moved and response time per member',
  permissionControls:
    'Permission controls: choose which members post jobs, move applicants, open IT applicants and buy',
} as const;

/** The seats line of each plan, from the team plan's seat count (shared/constants TEAM), the server's limit. */
const seats = TEAM.maxRecruitersByPlan;

export const PLAN_CATALOGUE: Record<PlanCode, PlanDefinition> = {
  BASIC: {
    code: 'BASIC',
    name: 'Basic',
    description: 'For small teams hiring for a few IT roles.',
    pricePaise: { MONTHLY: rupees(2_999), QUARTERLY: rupees(8_097), YEARLY: rupees(28_790) },
    monthlyApplicationLimit: 25,
    teamPlan: 'basic',
    features: [
      '25 IT applications per month',
      'Full candidate profiles and resumes',
      'Hiring pipeline and notes',
      PLAN_FEATURE_LINES.matching,
      `${seats.basic} recruiter seat`,
      'Email support',
    ],
  },
  PROFESSIONAL: {
    code: 'PROFESSIONAL',
    name: 'Professional',
    description: 'For growing companies hiring IT talent every month.',
    pricePaise: { MONTHLY: rupees(7_999), QUARTERLY: rupees(21_597), YEARLY: rupees(76_790) },
    monthlyApplicationLimit: 100,
    teamPlan: 'premium',
    features: [
      '100 IT applications per month',
      'Full candidate profiles and resumes',
      PLAN_FEATURE_LINES.matching,
      `Up to ${seats.premium} recruiter seats: invite ${seats.premium - 1} colleagues as recruiters`,
      'Priority support',
    ],
  },
  ENTERPRISE: {
    code: 'ENTERPRISE',
    name: 'Enterprise',
    description: 'For hiring teams that recruit at scale.',
    pricePaise: { MONTHLY: rupees(19_999), QUARTERLY: rupees(53_997), YEARLY: rupees(1_91_990) },
    monthlyApplicationLimit: UNLIMITED,
    teamPlan: 'enterprise',
    features: [
      'Unlimited IT applications',
      'Full candidate profiles and resumes',
      PLAN_FEATURE_LINES.matching,
      `Team management with up to ${seats.enterprise} recruiters`,
      PLAN_FEATURE_LINES.teamAnalytics,
      PLAN_FEATURE_LINES.permissionControls,
      'Dedicated account manager',
    ],
  },
};

/** The plan the pricing page marks 'Most Popular'. */
export const RECOMMENDED_PLAN: PlanCode = 'PROFESSIONAL';

/**
 * The name of the plan that gives an organisation a team plan: the Team page says the pricing page's
 * name ("Professional"), never the team plan's code ("premium"). Basic is also the team plan of an
 * organisation that has bought nothing.
 */
export function teamPlanName(teamPlan: TeamPlan): string {
  const plan = PLAN_CODES.map((code) => PLAN_CATALOGUE[code]).find((entry) => entry.teamPlan === teamPlan);
  return plan?.name ?? PLAN_CATALOGUE.BASIC.name;
}

/** Plans in the order an upgrade climbs. */
export const planRank = (code: PlanCode): number => PLAN_CODES.indexOf(code);

/** The plans ranked below `code`: those an order for it may replace (an upgrade). */
export const plansBelow = (code: PlanCode): PlanCode[] =>
  PLAN_CODES.filter((other) => planRank(other) < planRank(code));

/**
 * Savings against paying monthly, in whole percent, as the spec computes it: relative to the monthly price
 * times 3 (quarterly) or 12 (yearly).
 */
export function savingsPercent(code: PlanCode, cycle: BillingCycle): number {
  const prices = PLAN_CATALOGUE[code].pricePaise;
  const monthlyEquivalent = prices.MONTHLY * CYCLE_MONTHS[cycle];
  return Math.round(((monthlyEquivalent - prices[cycle]) / monthlyEquivalent) * 100);
}

/** IT applications a subscription of this plan and cycle includes; -1 for unlimited. */
export function applicationAllowance(code: PlanCode, cycle: BillingCycle): number {
  const perMonth = PLAN_CATALOGUE[code].monthlyApplicationLimit;
  return perMonth === UNLIMITED ? UNLIMITED : perMonth * CYCLE_MONTHS[cycle];
}

/** The end of a period that starts at `start`: the same day of the month, `months` later (UTC). */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + CYCLE_MONTHS[cycle]);
  return end;
}
