import type { TeamAnalytics } from '@shared/teams/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgPath } from './get-team';
import { TEAM_ROOT_KEY } from './keys';

/** GET /organizations/{orgId}/analytics: each member's figures of the last 90 days (Enterprise, team admins). */
export const getTeamAnalytics = (orgId: string, signal?: AbortSignal) =>
  api.get<TeamAnalytics>(`${orgPath(orgId)}/analytics`, { signal });

export const teamAnalyticsQueryOptions = (orgId: string) =>
  queryOptions({
    // Under the team's root key, so a change to the team refreshes it too.
    queryKey: [...TEAM_ROOT_KEY, 'analytics', orgId] as const,
    queryFn: ({ signal }) => getTeamAnalytics(orgId, signal),
  });

export function useTeamAnalytics(orgId: string | null | undefined, { enabled = true } = {}) {
  return useQuery({ ...teamAnalyticsQueryOptions(orgId ?? ''), enabled: Boolean(orgId) && enabled });
}
