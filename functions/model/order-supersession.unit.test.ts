// Boundary: the pure rule of one activation per intent (which orders a payment may still activate).
import { describe, expect, it } from 'vitest';
import { supersessionReason } from './order-supersession';
import type { SubscriptionTerm } from './subscription-terms';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const term = (plan: SubscriptionTerm['plan'], id = 'sub_1', endDate = '2026-12-28T10:00:00.000Z') => ({
  id,
  plan,
  billingCycle: 'MONTHLY' as const,
  startDate: '2026-11-01T10:00:00.000Z',
  endDate,
  applicationLimit: 25,
});
const order = (
  plan: SubscriptionTerm['plan'],
  replacesSubscriptionId?: string,
  status: 'created' | 'failed' | 'cancelled' = 'created',
) => ({ plan, status, ...(replacesSubscriptionId ? { replacesSubscriptionId } : {}) });

describe('supersession', () => {
  it('lets a first subscription activate while none is active, including after the last one ended', () => {
    expect(supersessionReason(order('BASIC'), null, NOW)).toBeNull();
    expect(
      supersessionReason(order('BASIC'), term('ENTERPRISE', 'old', '2026-11-28T09:59:59.999Z'), NOW),
    ).toBeNull();
    expect(supersessionReason(order('BASIC', undefined, 'failed'), undefined, NOW)).toBeNull();
  });

  it('lets an upgrade activate while the term it was priced against is still the active one', () => {
    expect(supersessionReason(order('PROFESSIONAL', 'sub_1'), term('BASIC'), NOW)).toBeNull();
    expect(supersessionReason(order('ENTERPRISE', 'sub_1'), term('PROFESSIONAL'), NOW)).toBeNull();
  });

  it('refuses an order a newer one cancelled, whatever the term', () => {
    expect(supersessionReason(order('ENTERPRISE', undefined, 'cancelled'), null, NOW)).toBe('replaced');
  });

  it('refuses the same or a lower plan than the active one: no second term, no downgrade', () => {
    expect(supersessionReason(order('BASIC'), term('BASIC'), NOW)).toBe('alreadySubscribed');
    expect(supersessionReason(order('BASIC'), term('PROFESSIONAL'), NOW)).toBe('alreadySubscribed');
    expect(supersessionReason(order('PROFESSIONAL', 'sub_1'), term('ENTERPRISE', 'sub_2'), NOW)).toBe(
      'alreadySubscribed',
    );
  });

  it('refuses a higher plan priced against another term (its credit, or none, no longer applies)', () => {
    // Priced with no term active; a Basic became active since: the price gave no credit for it.
    expect(supersessionReason(order('PROFESSIONAL'), term('BASIC'), NOW)).toBe('termChanged');
    // Priced against a Basic that another upgrade has replaced, or that has ended.
    expect(supersessionReason(order('ENTERPRISE', 'sub_1'), term('PROFESSIONAL', 'sub_9'), NOW)).toBe(
      'termChanged',
    );
    expect(supersessionReason(order('ENTERPRISE', 'sub_1'), term('BASIC', 'sub_9'), NOW)).toBe('termChanged');
    expect(
      supersessionReason(
        order('PROFESSIONAL', 'sub_1'),
        term('BASIC', 'sub_1', '2026-11-28T10:00:00.000Z'),
        NOW,
      ),
    ).toBe('termChanged');
  });
});
