import type { ResumeDownload } from '@shared/employer/types';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/**
 * GET /applications/{id}/resume: a short-lived presigned link to the resume the candidate applied with.
 * Asked for on click (a mutation, not a query): the link expires, so it is never cached.
 */
export function getApplicantResume(applicationId: string): Promise<ResumeDownload> {
  return api.get<ResumeDownload>(`/applications/${encodeURIComponent(applicationId)}/resume`);
}

export function useApplicantResume({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof getApplicantResume>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: getApplicantResume });
}
