import type { MyJobReport } from '@shared/jobs/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const jobReportKeys = { mine: (jobId: string) => ['job-reports', 'mine', jobId] as const };

/** GET /jobs/{id}/reports/mine: whether the signed-in person already reported this job. */
export function getMyReport(jobId: string, { signal }: { signal?: AbortSignal } = {}): Promise<MyJobReport> {
  return api.get<MyJobReport>(`/jobs/${encodeURIComponent(jobId)}/reports/mine`, { signal });
}

export function getMyReportQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: jobReportKeys.mine(jobId),
    queryFn: ({ signal }) => getMyReport(jobId, { signal }),
  });
}

export function useMyReport(jobId: string) {
  return useQuery(getMyReportQueryOptions(jobId));
}
