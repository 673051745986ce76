import type { RecruiterApplicationSummary } from '@shared/recruiters/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recruiterKeys } from './keys';

/** GET /admin/recruiters/applications/summary: the stat cards' figures. */
export function getRecruiterSummary({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<RecruiterApplicationSummary>('/admin/recruiters/applications/summary', { signal });
}

export function useRecruiterSummary() {
  return useQuery(
    queryOptions({
      queryKey: recruiterKeys.summary,
      queryFn: ({ signal }) => getRecruiterSummary({ signal }),
    }),
  );
}
