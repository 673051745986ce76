import type { ConfirmationResult } from '@shared/jobs/reconfirmation';
import { api } from '@/lib/api-client';
import { type JobMutationOptions, useJobMutation } from './job-mutation';

export interface ConfirmJobVariables {
  jobId: string;
}

/** POST /jobs/{id}/confirmation: "Still hiring" in My Jobs, the job stays open another lifetime. */
export function confirmJob({ jobId }: ConfirmJobVariables): Promise<ConfirmationResult> {
  return api.post<ConfirmationResult>(`/jobs/${encodeURIComponent(jobId)}/confirmation`, {});
}

export function useConfirmJob({
  mutationConfig,
}: JobMutationOptions<ConfirmJobVariables, ConfirmationResult> = {}) {
  return useJobMutation(confirmJob, mutationConfig);
}
