import type { Job } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import { type JobMutationOptions, useJobMutation } from './job-mutation';

export interface SetJobStatusVariables {
  jobId: string;
  isActive: boolean;
}

/** PUT /jobs/{id}/status: 'Pause Job' takes a post out of search, 'Activate Job' puts it back. */
export function setJobStatus({ jobId, isActive }: SetJobStatusVariables): Promise<Job> {
  return api.put<Job>(`/jobs/${encodeURIComponent(jobId)}/status`, { isActive });
}

export function useSetJobStatus({ mutationConfig }: JobMutationOptions<SetJobStatusVariables, Job> = {}) {
  return useJobMutation(setJobStatus, mutationConfig);
}
