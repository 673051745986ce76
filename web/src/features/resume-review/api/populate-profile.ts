import type { ParsedResume } from '@shared/resume/parsed-resume';
import type { PopulateSummary } from '@shared/resume/populate';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /resume/populate-profile: the reviewed parse, sent with the person's consent. */
export function populateProfile(parsedData: ParsedResume): Promise<PopulateSummary> {
  return api.post<PopulateSummary>('/resume/populate-profile', {
    parsedData,
    shouldPopulateProfile: true,
    userConfirmed: true,
  });
}

export function usePopulateProfile(config: MutationConfig<typeof populateProfile> = {}) {
  return useMutation({ ...config, mutationFn: populateProfile });
}
