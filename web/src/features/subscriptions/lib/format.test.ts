// Boundary: subscription pages' formatting (pure): cycle words, allowances and long en-IN dates in India's time.
import { describe, expect, it } from 'vitest';
import { formatAllowance, formatLongDate, isBillingCycle, isPlanCode } from './format';

describe('formatLongDate', () => {
  it("writes the day, the month's name and the year, as India reads them", () => {
    expect(formatLongDate('2026-11-25T06:30:00.000Z')).toBe('25 November 2026');
  });

  it('shows the calendar day in India, not in UTC (an instant late on the 24th UTC is the 25th in India)', () => {
    expect(formatLongDate('2026-11-24T20:00:00.000Z')).toBe('25 November 2026');
  });

  it('is empty for nothing or nonsense', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('formatAllowance', () => {
  it("says 'Unlimited' for -1 and groups digits the Indian way otherwise", () => {
    expect(formatAllowance(-1)).toBe('Unlimited');
    expect(formatAllowance(300)).toBe('300 IT applications');
    expect(formatAllowance(120000)).toBe('1,20,000 IT applications');
  });
});

describe('plan and cycle guards', () => {
  it('accept only the catalogue codes, exactly as spelled', () => {
    expect(isPlanCode('PROFESSIONAL')).toBe(true);
    expect(isPlanCode('professional')).toBe(false);
    expect(isPlanCode(null)).toBe(false);
    expect(isBillingCycle('QUARTERLY')).toBe(true);
    expect(isBillingCycle('WEEKLY')).toBe(false);
  });
});
