import type { ApplicationNote } from '@shared/employer/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { pipelineKeys } from './keys';

export interface NewNote {
  applicationId: string;
  text: string;
}

/** POST /applications/{id}/notes: adds a note, visible to the organisation only. */
export function addApplicationNote({ applicationId, text }: NewNote): Promise<ApplicationNote> {
  return api.post<ApplicationNote>(`/applications/${encodeURIComponent(applicationId)}/notes`, { text });
}

export function useAddApplicationNote({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof addApplicationNote>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.notes(args[1].applicationId) });
      return onSuccess?.(...args);
    },
    mutationFn: addApplicationNote,
  });
}
