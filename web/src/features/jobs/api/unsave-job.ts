import type { SavedJob } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { useSavedJobsMutation } from './saved-jobs-cache';

/** DELETE /candidates/saved-jobs/{jobId}: removes a saved job (removing it again changes nothing). */
export function unsaveJob({ jobId }: { jobId: string }): Promise<unknown> {
  return api.delete<unknown>(`/candidates/saved-jobs/${encodeURIComponent(jobId)}`);
}

function withoutJob(list: SavedJob[], { jobId }: { jobId: string }): SavedJob[] {
  return list.filter((saved) => saved.jobId !== jobId);
}

export function useUnsaveJob({ mutationConfig }: { mutationConfig?: MutationConfig<typeof unsaveJob> } = {}) {
  return useSavedJobsMutation(unsaveJob, withoutJob, mutationConfig);
}
