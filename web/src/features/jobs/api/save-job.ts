import type { JobSummary, SavedJob } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { useSavedJobsMutation } from './saved-jobs-cache';

export interface SaveJobInput {
  jobId: string;
  /** The job as shown, so the saved list can show it before the server answers. */
  job?: JobSummary;
}

/** POST /candidates/saved-jobs/{jobId}: saves a job (saving it again changes nothing). */
export function saveJob({ jobId }: SaveJobInput): Promise<unknown> {
  return api.post<unknown>(`/candidates/saved-jobs/${encodeURIComponent(jobId)}`);
}

function withJob(list: SavedJob[], { jobId, job }: SaveJobInput): SavedJob[] {
  if (list.some((saved) => saved.jobId === jobId)) return list;
  return [{ jobId, savedAt: new Date().toISOString(), job: job ?? null }, ...list];
}

export function useSaveJob({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveJob> } = {}) {
  return useSavedJobsMutation(saveJob, withJob, mutationConfig);
}
