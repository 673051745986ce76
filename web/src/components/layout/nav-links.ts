import type { ReactNode } from 'react';
import { paths, type Role } from '@/config/paths';

/** What the shell needs to know about a signed-in person; the auth feature supplies it. */
export interface ShellSession {
  user: {
    firstName: string;
    lastName?: string;
    role: Role;
    /** Employers only: verified as a recruiter by an admin. */
    isApproved?: boolean;
    /** Employers only: their recruiter application is with an admin. */
    isUnderReview?: boolean;
  };
  onSignOut: () => void;
  /** A small picture beside the greeting (candidates: their profile picture). */
  avatar?: ReactNode;
}

export interface NavLinkItem {
  label: string;
  to: string;
  /** Whether the link is active only on its exact path (not on nested paths). */
  end?: boolean;
}

const about: NavLinkItem = { label: 'About', to: paths.about.getHref() };
const contact: NavLinkItem = { label: 'Contact', to: paths.contact.getHref() };
const findJobs: NavLinkItem = { label: 'Find Jobs', to: paths.jobs.getHref() };
const companies: NavLinkItem = { label: 'Companies', to: paths.companies.getHref() };

/** The header navigation for a visitor or a signed-in role (candidate-side.md section 2, Shell). */
export function navLinksFor(session: ShellSession | null): NavLinkItem[] {
  if (!session) return [findJobs, companies, about, contact];
  const { role, isApproved, isUnderReview } = session.user;
  if (role === 'candidate') {
    return [
      findJobs,
      companies,
      about,
      contact,
      { label: 'Recommended', to: paths.candidate.recommendedJobs.getHref() },
      { label: 'Resume', to: paths.candidate.resume.getHref() },
    ];
  }
  if (role === 'admin') {
    return [
      findJobs,
      about,
      contact,
      { label: 'Admin Jobs', to: paths.admin.jobs.getHref() },
      { label: 'Reports', to: paths.admin.jobReports.getHref() },
      { label: 'Verify Recruiters', to: paths.admin.recruiters.getHref() },
      { label: 'Privacy', to: paths.admin.privacyRequests.getHref() },
    ];
  }
  // Employers do not see Find Jobs; an unapproved one is shown the way to verification first, or, once
  // the application is in, the way to its status (never 'Verify Account' again while an admin reviews).
  const employerLinks: NavLinkItem[] = [
    { label: 'Post Job', to: paths.employer.dashboard.getHref({ postJob: true }) },
    { label: 'My Jobs', to: paths.employer.myJobs.getHref() },
    { label: 'Team', to: paths.employer.team.getHref() },
  ];
  if (isApproved)
    employerLinks.push(
      { label: 'Candidates', to: paths.employer.candidates.getHref() },
      { label: 'Pricing', to: paths.employer.pricing.getHref() },
    );
  else
    employerLinks.unshift({
      label: isUnderReview ? 'Verification Status' : 'Verify Account',
      to: paths.employer.recruiterApply.getHref(),
    });
  return [...employerLinks, about, contact];
}

/**
 * Where each role's own pages start: the signed-in menu's first entry (Dashboard for employers, Profile
 * for candidates). Admins have no profile (the spec's 'Profile' would only bounce them home), so theirs
 * is their dashboard too.
 */
const ACCOUNT_HOME: Record<Role, NavLinkItem> = {
  candidate: { label: 'Profile', to: paths.candidate.profile.getHref() },
  employer: { label: 'Dashboard', to: paths.employer.dashboard.getHref() },
  admin: { label: 'Dashboard', to: paths.admin.dashboard.getHref() },
};

export function accountLinkFor(session: ShellSession): NavLinkItem {
  return ACCOUNT_HOME[session.user.role];
}

/**
 * A call to join (sign-up) as whoever is looking sees it. Sign-up sends the signed-in away, so their
 * call leads to where their own pages start instead. Prerendered pages show the visitor's; the app
 * redraws them for the person signed in.
 */
export function joinLinkFor(user: { role: Role } | null, visitorLabel: string): NavLinkItem {
  if (!user) return { label: visitorLabel, to: paths.auth.signup.getHref() };
  const home = ACCOUNT_HOME[user.role];
  return { label: `Go to your ${home.label.toLowerCase()}`, to: home.to };
}

/**
 * Where the footer's 'Post a Job' leads, if anywhere: the post-job dialog for those allowed to post,
 * verification for an unapproved employer, the admin's job page for admins and sign-up for visitors. A
 * candidate's account cannot post jobs and sign-up would only send them away, so their footer does not
 * offer it.
 */
export function postJobLinkFor(session: ShellSession | null): string | null {
  if (!session) return paths.auth.signup.getHref();
  switch (session.user.role) {
    case 'admin':
      return paths.admin.jobs.getHref();
    case 'employer':
      return session.user.isApproved
        ? paths.employer.dashboard.getHref({ postJob: true })
        : paths.employer.recruiterApply.getHref();
    default:
      return null;
  }
}

/**
 * Where the footer's 'Pricing' leads, if anywhere: plans are sold to approved employers, so, like the
 * header (spec section 2), the footer offers them to them alone (the page itself is public, for the plan
 * selection rules; an unapproved employer's 'Post a Job' beside it already leads to verification).
 */
export function pricingLinkFor(session: ShellSession | null): string | null {
  return session?.user.role === 'employer' && session.user.isApproved
    ? paths.employer.pricing.getHref()
    : null;
}

/**
 * The signed-in menu's links before Sign out: candidates also reach their saved jobs, applications and job alerts,
 * approved employers their subscription (plans, usage and invoices), and every role its account settings.
 */
export function accountLinksFor(session: ShellSession): NavLinkItem[] {
  const account = accountLinkFor(session);
  const settings: NavLinkItem = { label: 'Account settings', to: paths.account.getHref() };
  if (session.user.role === 'employer' && session.user.isApproved) {
    return [
      account,
      { label: 'Company profile', to: paths.employer.companyProfile.getHref() },
      { label: 'Manage Subscription', to: paths.employer.subscriptionManage.getHref() },
      settings,
    ];
  }
  if (session.user.role !== 'candidate') return [account, settings];
  return [
    account,
    { label: 'Saved jobs', to: paths.candidate.savedJobs.getHref() },
    { label: 'My applications', to: paths.candidate.applications.getHref() },
    { label: 'Job alerts', to: paths.candidate.jobAlerts.getHref() },
    settings,
  ];
}
