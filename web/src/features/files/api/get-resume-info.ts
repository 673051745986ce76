import type { ResumeInfo } from '@shared/files/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RESUME_INFO_QUERY_KEY } from './keys';

/** GET /resume/info: whether a resume is on file, with its name, size and date. */
export function getResumeInfo({ signal }: { signal?: AbortSignal } = {}): Promise<ResumeInfo> {
  return api.get<ResumeInfo>('/resume/info', { signal });
}

export function getResumeInfoQueryOptions() {
  return queryOptions({
    queryKey: RESUME_INFO_QUERY_KEY,
    queryFn: ({ signal }) => getResumeInfo({ signal }),
  });
}

export function useResumeInfo() {
  return useQuery(getResumeInfoQueryOptions());
}
