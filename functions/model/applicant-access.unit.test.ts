// Boundary: the IT applicant rule's decision (pure): category, viewer, subscription usage and opening;
// and one application's judgement from the standing read beside it, in the cases that need no usage.
import { describe, expect, it } from 'vitest';
import type { Principal } from '../platform/auth/principal';
import { accessOf, judge, type OrganisationStanding, type Viewer } from './applicant-access';
import type { ApplicationItem } from './applications';
import type { SubscriptionTerm } from './subscription-terms';

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

describe('judge, from the term and the opened record read with the application', () => {
  const employer = { user: { role: 'employer' } } as Principal;
  const admin = { user: { role: 'admin' } } as Principal;
  const application = (jobCategory: 'IT' | 'NON_IT') =>
    ({ id: 'app', jobId: 'job', organisationId: 'org', jobCategory }) as ApplicationItem;
  const term = (applicationLimit: number, endDate = '2099-01-01T00:00:00.000Z'): SubscriptionTerm => ({
    id: 'sub',
    plan: 'PROFESSIONAL',
    billingCycle: 'MONTHLY',
    startDate: '2026-01-01T00:00:00.000Z',
    endDate,
    applicationLimit,
  });
  const standing = (subscription: SubscriptionTerm | null, opened: boolean): OrganisationStanding => ({
    organisationId: 'org',
    term: subscription,
    opened,
  });

  it('shows non-IT applicants and anything to admins in full, recording nothing', async () => {
    const full = { access: 'full', unlimitedUnopened: false };
    expect(await judge(employer, application('NON_IT'), standing(null, false))).toEqual(full);
    expect(await judge(admin, application('IT'), null)).toEqual(full);
  });

  it('asks for a subscription without an active term, opened before or not, or without a standing', async () => {
    const required = { access: 'subscriptionRequired', unlimitedUnopened: false };
    expect(await judge(employer, application('IT'), standing(null, true))).toEqual(required);
    const ended = term(10, '2026-02-01T00:00:00.000Z');
    expect(await judge(employer, application('IT'), standing(ended, true))).toEqual(required);
    expect(await judge(employer, application('IT'), null)).toEqual(required);
  });

  it('shows an opened applicant in full, and an unopened one under an unlimited term with its opening to record', async () => {
    expect(await judge(employer, application('IT'), standing(term(10), true))).toEqual({
      access: 'full',
      unlimitedUnopened: false,
    });
    expect(await judge(employer, application('IT'), standing(term(-1), false))).toEqual({
      access: 'full',
      unlimitedUnopened: true,
    });
  });
});
