import type { PipelineRow } from '@shared/employer/types';
import type { ApplicationStatus } from '@shared/jobs/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { PIPELINE_ROOT_KEY } from './keys';

export interface StatusChange {
  applicationId: string;
  status: ApplicationStatus;
}

/**
 * PUT /applications/{id}: moves an application to a status; the server keeps the change in its history and
 * answers the application as the organisation may see it (an IT applicant may stay redacted).
 */
export function updateApplicationStatus({ applicationId, status }: StatusChange): Promise<PipelineRow> {
  return api.put<PipelineRow>(`/applications/${encodeURIComponent(applicationId)}`, { status });
}

interface UseUpdateApplicationStatusOptions {
  mutationConfig?: MutationConfig<typeof updateApplicationStatus>;
}

/** The lists, the open panel and Hired Candidates all follow a change, so the whole pipeline is refreshed. */
export function useUpdateApplicationStatus({ mutationConfig }: UseUpdateApplicationStatusOptions = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: PIPELINE_ROOT_KEY });
      return onSettled?.(...args);
    },
    mutationFn: updateApplicationStatus,
  });
}
