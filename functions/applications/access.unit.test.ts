// Boundary: the IT applicant rule's decision (pure): category, viewer, subscription usage and opening.
import { describe, expect, it } from 'vitest';
import { accessOf, type Viewer } from './access';

const subscribed = (applicationLimit: number, applicationsUsed: number): Viewer => ({
  admin: false,
  organisationId: 'org',
  subscription: {
    id: 'sub',
    plan: 'PROFESSIONAL',
    billingCycle: 'MONTHLY',
    endDate: '2099-01-01T00:00:00.000Z',
    applicationLimit,
    applicationsUsed,
  },
});
const unsubscribed: Viewer = { admin: false, organisationId: 'org', subscription: null };

describe('accessOf', () => {
  it('shows non-IT applicants in full to everyone, and everything to platform admins', () => {
    expect(accessOf('NON_IT', unsubscribed, false)).toBe('full');
    expect(accessOf('NON_IT', subscribed(1, 1), false)).toBe('full');
    expect(accessOf('IT', { admin: true }, false)).toBe('full');
  });

  it('asks for a subscription for IT applicants without one, opened before or not', () => {
    expect(accessOf('IT', unsubscribed, false)).toBe('subscriptionRequired');
    expect(accessOf('IT', unsubscribed, true)).toBe('subscriptionRequired');
  });

  it('offers an opening below the limit, locks at it, and keeps opened ones full', () => {
    expect(accessOf('IT', subscribed(10, 9), false)).toBe('available');
    expect(accessOf('IT', subscribed(10, 10), false)).toBe('locked');
    expect(accessOf('IT', subscribed(10, 10), true)).toBe('full');
  });

  it('shows every IT applicant in full on an unlimited plan', () => {
    expect(accessOf('IT', subscribed(-1, 5000), false)).toBe('full');
  });
});
