// Boundary: shell navigation rules (pure): where the account link, the calls to join and the footer's 'Post a Job' and 'Pricing' lead per role.
import { describe, expect, it } from 'vitest';
import {
  accountLinkFor,
  accountLinksFor,
  joinLinkFor,
  postJobLinkFor,
  pricingLinkFor,
  type ShellSession,
} from './nav-links';

const session = (role: ShellSession['user']['role'], isApproved = true): ShellSession => ({
  user: { firstName: 'Asha', role, isApproved },
  onSignOut: () => undefined,
});

describe('accountLinkFor', () => {
  it('gives candidates their profile, employers and admins their dashboard (admins have no profile)', () => {
    expect(accountLinkFor(session('candidate'))).toEqual({ label: 'Profile', to: '/profile' });
    expect(accountLinkFor(session('employer', false))).toEqual({
      label: 'Dashboard',
      to: '/employer/dashboard',
    });
    expect(accountLinkFor(session('admin'))).toEqual({ label: 'Dashboard', to: '/admin/dashboard' });
  });
});

describe('joinLinkFor', () => {
  it("sends a visitor to sign-up with the page's own words", () => {
    expect(joinLinkFor(null, 'Join Jobmatch')).toEqual({ label: 'Join Jobmatch', to: '/signup' });
  });

  it('sends the signed-in, whom sign-up would send away, to where their own pages start', () => {
    expect(joinLinkFor({ role: 'candidate' }, 'Get Started Free')).toEqual({
      label: 'Go to your profile',
      to: '/profile',
    });
    expect(joinLinkFor({ role: 'employer' }, 'Get Started Free')).toEqual({
      label: 'Go to your dashboard',
      to: '/employer/dashboard',
    });
    expect(joinLinkFor({ role: 'admin' }, 'Get Started Free')).toEqual({
      label: 'Go to your dashboard',
      to: '/admin/dashboard',
    });
  });
});

describe('postJobLinkFor', () => {
  it('sends visitors to sign-up and offers candidates, whose account cannot post, nothing', () => {
    expect(postJobLinkFor(null)).toBe('/signup');
    expect(postJobLinkFor(session('candidate'))).toBeNull();
  });

  it('opens the post-job dialog for an approved employer and verification for an unapproved one', () => {
    expect(postJobLinkFor(session('employer'))).toMatch(/^\/employer\/dashboard\?postJob=true&t=\d+$/);
    expect(postJobLinkFor(session('employer', false))).toBe('/recruiter/apply');
  });

  it('sends admins to the admin job page', () => {
    expect(postJobLinkFor(session('admin'))).toBe('/admin/jobs');
  });
});

describe('pricingLinkFor', () => {
  it('offers plans to approved employers and nothing to anyone else', () => {
    expect(pricingLinkFor(session('employer'))).toBe('/pricing');
    expect(pricingLinkFor(session('employer', false))).toBeNull();
    expect(pricingLinkFor(null)).toBeNull();
    expect(pricingLinkFor(session('candidate'))).toBeNull();
    expect(pricingLinkFor(session('admin'))).toBeNull();
  });
});

describe('accountLinksFor', () => {
  const settings = { label: 'Account settings', to: '/account' };

  it('gives approved employers their subscription beside the dashboard, and unapproved ones, who have none, only the dashboard', () => {
    expect(accountLinksFor(session('employer'))).toEqual([
      { label: 'Dashboard', to: '/employer/dashboard' },
      { label: 'Company profile', to: '/employer/company' },
      { label: 'Manage Subscription', to: '/subscription/manage' },
      settings,
    ]);
    expect(accountLinksFor(session('employer', false))).toEqual([
      { label: 'Dashboard', to: '/employer/dashboard' },
      settings,
    ]);
    expect(accountLinksFor(session('admin'))).toEqual([
      { label: 'Dashboard', to: '/admin/dashboard' },
      settings,
    ]);
  });

  it('ends every role’s menu with its account settings', () => {
    for (const role of ['candidate', 'employer', 'admin'] as const) {
      expect(accountLinksFor(session(role)).at(-1)).toEqual(settings);
    }
  });
});
