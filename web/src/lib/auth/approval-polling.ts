import type { User } from '@shared/auth/user';
import { APPROVAL_POLLING } from '@shared/shell-constants';
import type { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from './query-keys';

/** An employer whose recruiter application an admin has not decided yet. */
export function isAwaitingApproval(user: User | null): boolean {
  return user?.role === 'employer' && user.approvalStatus === 'pending' && !user.isApproved;
}

/**
 * How long until GET /users/me is asked again (candidate-side.md section 4): every 10 s while an employer
 * awaits approval, at most 30 times after the first answer of the polling window, and never once they are
 * approved. `fetchesSoFar` counts every answer of the window, the first included.
 */
export function approvalPollInterval(user: User | null, fetchesSoFar: number): number | false {
  if (!isAwaitingApproval(user)) return false;
  return fetchesSoFar <= APPROVAL_POLLING.maxAttempts ? APPROVAL_POLLING.intervalMs : false;
}

/** What the refetch interval reads of the GET /users/me query: its record and how often it was answered. */
interface MeQuery {
  state: { data?: User; dataUpdateCount: number; errorUpdateCount: number };
}

/**
 * The GET /users/me query's refetch interval: the rule above, on the query's answers since it (re)started,
 * which is the polling window. `signedIn` stands in until the query has answered.
 */
export function approvalRefetchInterval(signedIn: User | null) {
  return (query: MeQuery) =>
    approvalPollInterval(
      query.state.data ?? signedIn,
      query.state.dataUpdateCount + query.state.errorUpdateCount,
    );
}

/**
 * Opens a new polling window, as when an employer sends an application (they may have spent longer than
 * the last window on the form). Resetting the query, unlike invalidating it, sets its answer count back to
 * zero, and fetches afresh for the page that shows it.
 */
export function restartApprovalPolling(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ queryKey: ME_QUERY_KEY });
}
