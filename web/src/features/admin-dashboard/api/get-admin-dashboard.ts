import type { AdminDashboardFigures } from '@shared/admin/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/dashboard: the admin's figures, each kept by the writes (admins only). */
export function getAdminDashboard({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<AdminDashboardFigures>('/admin/dashboard', { signal });
}

export const adminDashboardKeys = { figures: ['admin-dashboard'] as const };

export function getAdminDashboardQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.figures,
    queryFn: ({ signal }) => getAdminDashboard({ signal }),
    // The queues move all day: a glance back at the tab reads them afresh.
    staleTime: 30_000,
  });
}

export function useAdminDashboard() {
  return useQuery(getAdminDashboardQueryOptions());
}
