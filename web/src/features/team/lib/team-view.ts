import { canManageTeam } from '@shared/teams/rules';
import type { Organization } from '@shared/teams/types';
import { isAppError } from '@/lib/app-error';

/**
 * Which state the team page shows (employer-admin-side.md section 2, Team page). 'Organization Not Found'
 * only when the employer acts for no organisation (not verified yet, or removed) or it answers 404 to
 * them; any other failure to load it is 'Failed to fetch organization' (section 8) with a retry, since
 * trying again may well work.
 */
export type TeamView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'not-found' }
  | { kind: 'upsell' | 'team'; organization: Organization };

/** The parts of a query's state the choice reads (TanStack Query's result has them all). */
interface QueryState<T> {
  data: T | undefined;
  error: unknown;
}

const isNotFound = (error: unknown) => isAppError(error) && error.status === 404;

export function teamView(
  membership: QueryState<string | null>,
  organization: QueryState<Organization>,
): TeamView {
  // A refresh that fails keeps what was shown before; only a first load that fails has nothing to show.
  if (membership.data === undefined) return { kind: membership.error ? 'failed' : 'loading' };
  if (membership.data === null || isNotFound(organization.error)) return { kind: 'not-found' };
  if (organization.data === undefined) return { kind: organization.error ? 'failed' : 'loading' };
  return {
    kind: canManageTeam(organization.data.subscriptionPlan) ? 'team' : 'upsell',
    organization: organization.data,
  };
}
