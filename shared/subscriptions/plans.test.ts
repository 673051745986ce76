import { describe, expect, it } from 'vitest';
import {
  applicationAllowance,
  BILLING_CYCLES,
  CYCLE_MONTHS,
  PLAN_CATALOGUE,
  PLAN_CODES,
  PLAN_FEATURE_LINES,
  periodEnd,
  planRank,
  plansBelow,
  savingsPercent,
  teamPlanName,
  UNLIMITED,
} from './plans';

describe('plan catalogue', () => {
  it('prices every plan and cycle in whole rupees, held as integer paise', () => {
    for (const code of PLAN_CODES) {
      for (const cycle of BILLING_CYCLES) {
        const paise = PLAN_CATALOGUE[code].pricePaise[cycle];
        expect(Number.isInteger(paise), `${code} ${cycle}`).toBe(true);
        expect(paise % 100, `${code} ${cycle}`).toBe(0);
      }
    }
    expect(PLAN_CATALOGUE.BASIC.pricePaise.MONTHLY).toBe(299_900);
    expect(PLAN_CATALOGUE.PROFESSIONAL.pricePaise.QUARTERLY).toBe(2_159_700);
    expect(PLAN_CATALOGUE.ENTERPRISE.pricePaise.YEARLY).toBe(19_199_000);
  });

  it('climbs Basic, Professional, Enterprise, each dearer than the one below in every cycle', () => {
    expect(PLAN_CODES.map(planRank)).toEqual([0, 1, 2]);
    expect(plansBelow('BASIC')).toEqual([]);
    expect(plansBelow('PROFESSIONAL')).toEqual(['BASIC']);
    expect(plansBelow('ENTERPRISE')).toEqual(['BASIC', 'PROFESSIONAL']);
    for (const cycle of BILLING_CYCLES) {
      expect(PLAN_CATALOGUE.BASIC.pricePaise[cycle]).toBeLessThan(
        PLAN_CATALOGUE.PROFESSIONAL.pricePaise[cycle],
      );
      expect(PLAN_CATALOGUE.PROFESSIONAL.pricePaise[cycle]).toBeLessThan(
        PLAN_CATALOGUE.ENTERPRISE.pricePaise[cycle],
      );
    }
  });

  it('gives each plan its team plan', () => {
    expect(PLAN_CODES.map((code) => PLAN_CATALOGUE[code].teamPlan)).toEqual([
      'basic',
      'premium',
      'enterprise',
    ]);
  });

  it("names a team plan by the pricing page's name of the plan that gives it", () => {
    expect((['basic', 'premium', 'enterprise'] as const).map(teamPlanName)).toEqual([
      'Basic',
      'Professional',
      'Enterprise',
    ]);
  });
});

describe('savings', () => {
  it.each(PLAN_CODES)('%s saves 10 %% quarterly and 20 %% yearly against the monthly price', (code) => {
    expect(savingsPercent(code, 'MONTHLY')).toBe(0);
    expect(savingsPercent(code, 'QUARTERLY')).toBe(10);
    expect(savingsPercent(code, 'YEARLY')).toBe(20);
  });

  it('computes against the monthly price times 3 or 12, as the spec says', () => {
    const prices = PLAN_CATALOGUE.BASIC.pricePaise;
    // 2,999 x 3 = 8,997 against 8,097: 900 / 8,997 = 10.003 %.
    expect(((prices.MONTHLY * 3 - prices.QUARTERLY) / (prices.MONTHLY * 3)) * 100).toBeCloseTo(10.003, 3);
    // 2,999 x 12 = 35,988 against 28,790: 7,198 / 35,988 = 20.001 %.
    expect(((prices.MONTHLY * 12 - prices.YEARLY) / (prices.MONTHLY * 12)) * 100).toBeCloseTo(20.001, 3);
    expect(CYCLE_MONTHS).toEqual({ MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 });
  });
});

describe('application allowance', () => {
  it('is the monthly limit times the months of the cycle', () => {
    expect(applicationAllowance('BASIC', 'MONTHLY')).toBe(25);
    expect(applicationAllowance('BASIC', 'QUARTERLY')).toBe(75);
    expect(applicationAllowance('PROFESSIONAL', 'QUARTERLY')).toBe(300);
    expect(applicationAllowance('PROFESSIONAL', 'YEARLY')).toBe(1_200);
  });

  it('stays unlimited (-1) for Enterprise in every cycle', () => {
    for (const cycle of BILLING_CYCLES) expect(applicationAllowance('ENTERPRISE', cycle)).toBe(UNLIMITED);
    expect(UNLIMITED).toBe(-1);
  });
});

describe('period end', () => {
  it('ends on the same day of the month, 1, 3 or 12 months later', () => {
    const start = new Date('2026-04-15T06:30:00.000Z');
    expect(periodEnd(start, 'MONTHLY').toISOString()).toBe('2026-05-15T06:30:00.000Z');
    expect(periodEnd(start, 'QUARTERLY').toISOString()).toBe('2026-07-15T06:30:00.000Z');
    expect(periodEnd(start, 'YEARLY').toISOString()).toBe('2027-04-15T06:30:00.000Z');
  });

  it('crosses the year and leaves the start untouched', () => {
    const start = new Date('2026-11-25T10:00:00.000Z');
    expect(periodEnd(start, 'QUARTERLY').toISOString()).toBe('2027-02-25T10:00:00.000Z');
    expect(start.toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });

  it('rolls a day the shorter month lacks into the next month, as Date does', () => {
    expect(periodEnd(new Date('2026-01-31T00:00:00.000Z'), 'MONTHLY').toISOString()).toBe(
      '2026-03-03T00:00:00.000Z',
    );
  });

  it('says what matching is on every plan, since every approved employer gets the same, and never calls it AI', () => {
    for (const code of PLAN_CODES) {
      expect(PLAN_CATALOGUE[code].features, code).toContain(PLAN_FEATURE_LINES.matching);
      for (const line of PLAN_CATALOGUE[code].features) expect(line, code).not.toMatch(/\bAI\b/);
    }
  });
});
