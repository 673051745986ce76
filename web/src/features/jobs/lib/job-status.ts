import { expiryInfo } from '@shared/jobs/format';
import type { Job } from '@shared/jobs/types';
import type { Role } from '@/config/paths';

/** Whether a job still takes applications: not paused or closed by its employer, and not expired. */
export function isJobOpen(job: Pick<Job, 'isActive' | 'expiresAt'>, now: Date = new Date()): boolean {
  return job.isActive && !expiryInfo(job.expiresAt, now).expired;
}

/**
 * What the job page offers to apply: a candidate applies (or has applied), a visitor signs in first, a
 * closed job takes no one, and employers and admins only read.
 */
export type ApplyAction = 'apply' | 'applied' | 'sign-in' | 'closed' | 'read-only';

export function applyActionFor({
  job,
  role,
  hasApplied,
  now = new Date(),
}: {
  job: Pick<Job, 'isActive' | 'expiresAt'>;
  /** Null for a visitor. */
  role: Role | null;
  hasApplied: boolean;
  now?: Date;
}): ApplyAction {
  if (role !== null && role !== 'candidate') return 'read-only';
  // Having applied stays true after the job closes: the candidate's application still stands.
  if (role === 'candidate' && hasApplied) return 'applied';
  if (!isJobOpen(job, now)) return 'closed';
  return role === 'candidate' ? 'apply' : 'sign-in';
}

/** Who may save jobs: candidates, and visitors (who are asked to sign in first). */
export function canSaveJobs(role: Role | null): boolean {
  return role === null || role === 'candidate';
}
