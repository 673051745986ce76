import type { JobInput } from '@shared/jobs/schemas';
import type { Job } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import { type JobMutationOptions, useJobMutation } from './job-mutation';

export interface UpdateJobVariables {
  jobId: string;
  body: JobInput;
}

/** PUT /jobs/{id}: the whole post again, as POST /jobs takes it. */
export function updateJob({ jobId, body }: UpdateJobVariables): Promise<Job> {
  return api.put<Job>(`/jobs/${encodeURIComponent(jobId)}`, body);
}

export function useUpdateJob({ mutationConfig }: JobMutationOptions<UpdateJobVariables, Job> = {}) {
  return useJobMutation(updateJob, mutationConfig);
}
