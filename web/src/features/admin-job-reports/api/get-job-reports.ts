import type { ReportedJob } from '@shared/jobs/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const jobReportQueueKeys = { queue: ['admin-job-reports'] as const };

/** GET /admin/job-reports: the reported jobs waiting for a decision, held ones first (admins only). */
export function getJobReports({ signal }: { signal?: AbortSignal } = {}): Promise<ReportedJob[]> {
  return api.get<ReportedJob[]>('/admin/job-reports', { signal });
}

export function getJobReportsQueryOptions() {
  return queryOptions({
    queryKey: jobReportQueueKeys.queue,
    queryFn: ({ signal }) => getJobReports({ signal }),
    // Reports arrive all day: a glance back at the tab reads the queue afresh.
    staleTime: 30_000,
  });
}

export function useJobReports() {
  return useQuery(getJobReportsQueryOptions());
}
