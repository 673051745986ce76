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

/** The header navigation for a visitor or a signed-in role (candidate-side.md section 2, Shell). */
export function navLinksFor(session: ShellSession | null): NavLinkItem[] {
  if (!session) return [findJobs, about, contact];
  const { role, isApproved } = session.user;
  if (role === 'candidate') {
    return [
      findJobs,
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
      { label: 'Verify Recruiters', to: paths.admin.recruiters.getHref() },
    ];
  }
  // Employers do not see Find Jobs; an unapproved one is shown the way to verification first.
  const employerLinks: NavLinkItem[] = [
    { label: 'Post Job', to: paths.employer.dashboard.getHref({ postJob: true }) },
    { label: 'My Jobs', to: paths.employer.myJobs.getHref() },
    { label: 'Team', to: paths.employer.team.getHref() },
  ];
  if (isApproved) employerLinks.push({ label: 'Pricing', to: paths.employer.pricing.getHref() });
  else employerLinks.unshift({ label: 'Verify Account', to: paths.employer.recruiterApply.getHref() });
  return [...employerLinks, about, contact];
}

/**
 * The signed-in menu's first entry: Dashboard for employers, Profile for candidates. Admins have no
 * profile (the spec's 'Profile' would only bounce them home), so theirs is their dashboard too.
 */
export function accountLinkFor(session: ShellSession): NavLinkItem {
  switch (session.user.role) {
    case 'employer':
      return { label: 'Dashboard', to: paths.employer.dashboard.getHref() };
    case 'admin':
      return { label: 'Dashboard', to: paths.admin.recruiters.getHref() };
    default:
      return { label: 'Profile', to: paths.candidate.profile.getHref() };
  }
}

/**
 * Where the footer's 'Post a Job' leads: the post-job dialog for those allowed to post, verification for
 * an unapproved employer, the admin's job page for admins, and sign-up for visitors and candidates.
 */
export function postJobLinkFor(session: ShellSession | null): string {
  if (session?.user.role === 'admin') return paths.admin.jobs.getHref();
  if (session?.user.role !== 'employer') return paths.auth.signup.getHref();
  return session.user.isApproved
    ? paths.employer.dashboard.getHref({ postJob: true })
    : paths.employer.recruiterApply.getHref();
}

/**
 * Where the footer's 'Pricing' leads, if anywhere: plans are for approved employers. Anyone else would
 * only bounce off the page (an unapproved employer's 'Post a Job' beside it already leads to verification),
 * so the footer does not offer it to them.
 */
export function pricingLinkFor(session: ShellSession | null): string | null {
  return session?.user.role === 'employer' && session.user.isApproved
    ? paths.employer.pricing.getHref()
    : null;
}

/** The signed-in menu's links before Sign out: candidates also reach their saved jobs and applications. */
export function accountLinksFor(session: ShellSession): NavLinkItem[] {
  const account = accountLinkFor(session);
  if (session.user.role !== 'candidate') return [account];
  return [
    account,
    { label: 'Saved jobs', to: paths.candidate.savedJobs.getHref() },
    { label: 'My applications', to: paths.candidate.applications.getHref() },
  ];
}
