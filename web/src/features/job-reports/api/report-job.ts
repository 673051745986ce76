import type { JobReportBody } from '@shared/jobs/report-schemas';
import type { MyJobReport } from '@shared/jobs/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobReportKeys } from './get-my-report';

export type ReportJobInput = JobReportBody & { jobId: string };

/** POST /jobs/{id}/reports: reports a job, once per person (a second report answers 409). */
export function reportJob({ jobId, reason, details }: ReportJobInput): Promise<MyJobReport> {
  const text = details?.trim();
  return api.post<MyJobReport>(`/jobs/${encodeURIComponent(jobId)}/reports`, {
    reason,
    ...(text ? { details: text } : {}),
  });
}

export function useReportJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportJob,
    onSuccess: (mine, { jobId }) => queryClient.setQueryData(jobReportKeys.mine(jobId), mine),
  });
}
