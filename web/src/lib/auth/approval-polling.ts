import type { User } from '@shared/auth/user';
import { APPROVAL_POLLING } from '@shared/constants';

/** An employer whose recruiter application an admin has not decided yet. */
export function isAwaitingApproval(user: User | null): boolean {
  return user?.role === 'employer' && user.approvalStatus === 'pending' && !user.isApproved;
}

/**
 * How long until GET /users/me is asked again (candidate-side.md section 4): every 10 s while an employer
 * awaits approval, at most 30 times after the first answer, and never once they are approved.
 * `fetchesSoFar` counts every answer, the first included.
 */
export function approvalPollInterval(user: User | null, fetchesSoFar: number): number | false {
  if (!isAwaitingApproval(user)) return false;
  return fetchesSoFar <= APPROVAL_POLLING.maxAttempts ? APPROVAL_POLLING.intervalMs : false;
}
