import type { Application } from '@shared/jobs/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { refreshJob } from './get-job';
import { MY_APPLICATIONS_QUERY_KEY } from './keys';

export interface ApplyInput {
  jobId: string;
  coverLetter?: string;
}

/** POST /applications: applies with the resume on file. 409 when already applied; 4xx without a resume. */
export function applyToJob({ jobId, coverLetter }: ApplyInput): Promise<Application> {
  const letter = coverLetter?.trim();
  return api.post<Application>('/applications', { jobId, ...(letter ? { coverLetter: letter } : {}) });
}

interface UseApplyToJobOptions {
  mutationConfig?: MutationConfig<typeof applyToJob>;
}

export function useApplyToJob({ mutationConfig = {} }: UseApplyToJobOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: applyToJob,
    onSettled: (...args) => {
      // Applied or refused as a repeat: either way the list (and the job's count) may have changed.
      const [, , input] = args;
      void queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_QUERY_KEY });
      void refreshJob(input.jobId);
      return mutationConfig.onSettled?.(...args);
    },
  });
}
