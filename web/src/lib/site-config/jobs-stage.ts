import type { Role } from '@/config/paths';

/*
 * The one decision between the jobs marketplace and the 'Jobs Coming Soon' waitlist (candidate-side.md
 * section 2, Waitlist page; the stage's `jobsLive` setting). Every marketplace route asks it.
 */

export type JobsStageView =
  /** Still finding out (the setting or the session). */
  | 'pending'
  /** Search, job pages and applying, open to everyone. */
  | 'marketplace'
  /** A candidate before launch: the waitlist (behind the resume gate). */
  | 'waitlist'
  /** A visitor before launch: the waitlist is for signed-in job seekers. */
  | 'sign-in'
  /** An employer or admin before launch: 'Access Denied - This page is only available for job seekers.' */
  | 'job-seekers-only';

export interface JobsStageInput {
  /** The stage's setting; undefined while it loads, null when it could not be read. */
  jobsLive: boolean | null | undefined;
  session: { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; role: Role };
}

export function jobsStageView({ jobsLive, session }: JobsStageInput): JobsStageView {
  if (jobsLive === undefined) return 'pending';
  // An unreadable setting opens the marketplace: its own calls then show whether the API is there at all,
  // where a waitlist would hide a working marketplace behind a passing failure.
  if (jobsLive === null || jobsLive) return 'marketplace';
  if (session.status === 'loading') return 'pending';
  if (session.status === 'anonymous') return 'sign-in';
  return session.role === 'candidate' ? 'waitlist' : 'job-seekers-only';
}
