import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from './plans';
import { type CurrentTerm, quoteOrder } from './quote';

const now = new Date('2026-06-01T00:00:00.000Z');

/** A 30-day term that started `daysAgo` days before `now`. */
function term(plan: CurrentTerm['plan'], pricePaise: number, daysAgo: number): CurrentTerm {
  const start = new Date(now.getTime() - daysAgo * 86_400_000);
  return {
    plan,
    pricePaise,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
  };
}

describe('quoteOrder', () => {
  it('prices a first order at the catalogue price plus 18 % GST', () => {
    expect(quoteOrder('PROFESSIONAL', 'QUARTERLY', null, now)).toEqual({
      plan: 'PROFESSIONAL',
      billingCycle: 'QUARTERLY',
      pricePaise: 2_159_700,
      creditPaise: 0,
      gstPaise: 388_746,
      totalPaise: 2_548_446,
    });
  });

  it('credits the unused part of a lower plan pro rata, and charges GST on what is left', () => {
    // Basic monthly (₹2,999) bought 10 of 30 days ago: 20/30 unused = ₹1,999.33, credited as ₹1,999.
    const quote = quoteOrder('PROFESSIONAL', 'MONTHLY', term('BASIC', 299_900, 10), now);
    expect(quote.creditPaise).toBe(199_900);
    const taxable = 799_900 - 199_900;
    expect(quote.gstPaise).toBe(Math.round(taxable * 0.18));
    expect(quote.totalPaise).toBe(taxable + quote.gstPaise);
  });

  it('gives no credit for the same or a lower plan', () => {
    expect(quoteOrder('BASIC', 'MONTHLY', term('BASIC', 299_900, 1), now).creditPaise).toBe(0);
    expect(quoteOrder('BASIC', 'YEARLY', term('PROFESSIONAL', 799_900, 1), now).creditPaise).toBe(0);
  });

  it('gives no credit for a term that has ended', () => {
    expect(quoteOrder('ENTERPRISE', 'MONTHLY', term('BASIC', 299_900, 30), now).creditPaise).toBe(0);
    expect(quoteOrder('ENTERPRISE', 'MONTHLY', term('BASIC', 299_900, 45), now).creditPaise).toBe(0);
  });

  it('never credits more than the new price', () => {
    const yearly = PLAN_CATALOGUE.BASIC.pricePaise.YEARLY;
    const quote = quoteOrder('PROFESSIONAL', 'MONTHLY', term('BASIC', yearly, 0), now);
    expect(quote.creditPaise).toBe(799_900);
    expect(quote.totalPaise).toBe(0);
  });

  it('credits whole rupees, so the taxable value is whole rupees and its GST splits exactly', () => {
    for (const daysAgo of [1, 3, 7, 11, 19, 29]) {
      const quote = quoteOrder('ENTERPRISE', 'MONTHLY', term('PROFESSIONAL', 799_900, daysAgo), now);
      expect(quote.creditPaise % 100).toBe(0);
      expect(quote.gstPaise % 2).toBe(0);
      expect(quote.gstPaise).toBe(((quote.pricePaise - quote.creditPaise) * 18) / 100);
    }
  });

  it('answers integer paise throughout', () => {
    const quote = quoteOrder('ENTERPRISE', 'QUARTERLY', term('PROFESSIONAL', 2_159_700, 7), now);
    for (const value of [quote.pricePaise, quote.creditPaise, quote.gstPaise, quote.totalPaise]) {
      expect(Number.isInteger(value)).toBe(true);
    }
  });
});
