import type { ApplicationNote } from '@shared/employer/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pipelineKeys } from './keys';

/** GET /applications/{id}/notes: the organisation's notes on an application. */
export function getApplicationNotes(applicationId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ApplicationNote[]>(`/applications/${encodeURIComponent(applicationId)}/notes`, { signal });
}

export function getApplicationNotesQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: pipelineKeys.notes(applicationId),
    queryFn: ({ signal }) => getApplicationNotes(applicationId, { signal }),
  });
}

export function useApplicationNotes(applicationId: string) {
  return useQuery(getApplicationNotesQueryOptions(applicationId));
}
