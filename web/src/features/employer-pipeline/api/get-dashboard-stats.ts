import type { EmployerDashboardStats } from '@shared/employer/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pipelineKeys } from './keys';

/** GET /employer/dashboard/stats: the four figures of the dashboard, kept by the server for the organisation. */
export function getDashboardStats({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<EmployerDashboardStats> {
  return api.get<EmployerDashboardStats>('/employer/dashboard/stats', { signal });
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: pipelineKeys.stats,
    queryFn: ({ signal }) => getDashboardStats({ signal }),
  });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
