import type { ReportDecisionBody } from '@shared/jobs/report-schemas';
import type { PostingStanding, ReportOutcome } from '@shared/jobs/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobReportQueueKeys } from './get-job-reports';

export type DecideReportsInput = ReportDecisionBody & { jobId: string };
export interface DecisionResult {
  outcome: ReportOutcome;
  poster: PostingStanding;
}

/**
 * POST /admin/job-reports/{id}/decision: restore the job, or remove it with a reason mailed to the employer
 * (and optionally suspend the organisation's posting). Each reporter is mailed the outcome.
 */
export function decideReports({ jobId, ...body }: DecideReportsInput): Promise<DecisionResult> {
  return api.post<DecisionResult>(`/admin/job-reports/${encodeURIComponent(jobId)}/decision`, body);
}

export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReports,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobReportQueueKeys.queue }),
  });
}
