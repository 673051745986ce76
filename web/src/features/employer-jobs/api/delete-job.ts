import { api } from '@/lib/api-client';
import { type JobMutationOptions, useJobMutation } from './job-mutation';

/** DELETE /jobs/{id}: removes the post for everyone. */
export function deleteJob({ jobId }: { jobId: string }): Promise<void> {
  return api.delete<void>(`/jobs/${encodeURIComponent(jobId)}`);
}

export function useDeleteJob({ mutationConfig }: JobMutationOptions<{ jobId: string }, void> = {}) {
  return useJobMutation(deleteJob, mutationConfig);
}
