import type { PipelineApplication } from '@shared/employer/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { PIPELINE_ROOT_KEY } from './keys';

/**
 * POST /applications/{id}/open: opens an IT application, which uses one of the subscription's IT
 * applications the first time. Answers the application in full; 402 (IT_LOCKED, IT_SUBSCRIPTION_REQUIRED)
 * when it may not be opened.
 */
export function openApplication(applicationId: string): Promise<PipelineApplication> {
  return api.post<PipelineApplication>(`/applications/${encodeURIComponent(applicationId)}/open`);
}

interface UseOpenApplicationOptions {
  mutationConfig?: MutationConfig<typeof openApplication>;
}

/** The lists and the remaining applications change with an opening: the whole pipeline is refreshed. */
export function useOpenApplication({ mutationConfig }: UseOpenApplicationOptions = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: PIPELINE_ROOT_KEY });
      return onSettled?.(...args);
    },
    mutationFn: openApplication,
  });
}
