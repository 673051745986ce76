// Boundary: the pricing page's plan selection rules (pure): who goes where when they choose a plan.
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { describe, expect, it } from 'vitest';
import { choosePlan, salesMailHref } from './plan-selection';

const employer = { role: 'employer' as const, isApproved: true, companyName: 'Kaveri Foods' };

describe('choosePlan', () => {
  it('sends a visitor to sign in, remembering /pricing', () => {
    expect(choosePlan(null, 'BASIC', 'MONTHLY')).toEqual({ kind: 'page', to: '/login?redirect=%2Fpricing' });
    expect(choosePlan(null, 'ENTERPRISE', 'YEARLY')).toEqual({
      kind: 'page',
      to: '/login?redirect=%2Fpricing',
    });
  });

  it('tells candidates and admins that plans are for employers', () => {
    for (const role of ['candidate', 'admin'] as const) {
      expect(choosePlan({ role, isApproved: true }, 'PROFESSIONAL', 'QUARTERLY')).toEqual({
        kind: 'refusal',
        message: SUBSCRIPTION_MESSAGES.employersOnly,
      });
    }
  });

  it('opens a sales mail for Enterprise', () => {
    const choice = choosePlan(employer, 'ENTERPRISE', 'YEARLY');
    expect(choice).toEqual({ kind: 'mail', href: salesMailHref('YEARLY', 'Kaveri Foods') });
  });

  it('sends an employer not verified yet to the recruiter application', () => {
    expect(choosePlan({ ...employer, isApproved: false }, 'BASIC', 'MONTHLY')).toEqual({
      kind: 'page',
      to: '/recruiter/apply',
    });
  });

  it('sends an approved employer to the payment page with the plan and cycle', () => {
    expect(choosePlan(employer, 'PROFESSIONAL', 'QUARTERLY')).toEqual({
      kind: 'page',
      to: '/subscription/payment?plan=PROFESSIONAL&cycle=QUARTERLY',
    });
  });

  it('offers a subscribed employer only the plans above theirs', () => {
    expect(choosePlan(employer, 'BASIC', 'MONTHLY', 'PROFESSIONAL')).toEqual({ kind: 'owned' });
    expect(choosePlan(employer, 'PROFESSIONAL', 'YEARLY', 'PROFESSIONAL')).toEqual({ kind: 'owned' });
    expect(choosePlan(employer, 'PROFESSIONAL', 'YEARLY', 'BASIC')).toEqual({
      kind: 'page',
      to: '/subscription/payment?plan=PROFESSIONAL&cycle=YEARLY',
    });
  });
});

describe('salesMailHref', () => {
  it('addresses support with a subject and a body naming the company and the cycle', () => {
    const href = salesMailHref('QUARTERLY', 'Kaveri Foods');
    expect(href.startsWith('mailto:support@jobmatch.in?subject=Enterprise%20plan%20enquiry&body=')).toBe(
      true,
    );
    const body = decodeURIComponent(href.split('&body=')[1] ?? '');
    expect(body).toContain('billed quarterly');
    expect(body).toContain('Company: Kaveri Foods');
  });
});
