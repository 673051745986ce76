import type { JobInput } from '@shared/jobs/schemas';
import type { Job } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import { type JobMutationOptions, useJobMutation } from './job-mutation';

/** POST /jobs: an approved employer posts for their company; an admin names the company. */
export function createJob(body: JobInput): Promise<Job> {
  return api.post<Job>('/jobs', body);
}

export function useCreateJob({ mutationConfig }: JobMutationOptions<JobInput, Job> = {}) {
  return useJobMutation(createJob, mutationConfig);
}
