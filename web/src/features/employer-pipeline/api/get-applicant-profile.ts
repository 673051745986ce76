import type { Profile } from '@shared/profile/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pipelineKeys } from './keys';

/** GET /applications/{id}/candidate: the applicant's full profile (counts as a profile view, once a day). */
export function getApplicantProfile(applicationId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Profile>(`/applications/${encodeURIComponent(applicationId)}/candidate`, { signal });
}

export function getApplicantProfileQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: pipelineKeys.applicant(applicationId),
    queryFn: ({ signal }) => getApplicantProfile(applicationId, { signal }),
  });
}

export function useApplicantProfile(applicationId: string) {
  return useQuery(getApplicantProfileQueryOptions(applicationId));
}
