import type { ApplicationStatus } from '@shared/jobs/options';
import type { EmployerApplication } from '@shared/jobs/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { PIPELINE_ROOT_KEY } from './keys';

export interface StatusChange {
  applicationId: string;
  status: ApplicationStatus;
}

/** PUT /applications/{id}: moves an application to a status; the server keeps the change in its history. */
export function updateApplicationStatus({
  applicationId,
  status,
}: StatusChange): Promise<EmployerApplication> {
  return api.put<EmployerApplication>(`/applications/${encodeURIComponent(applicationId)}`, { status });
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
