import type { JobModerationBody } from '@shared/jobs/moderation';
import type { Job } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import { type JobMutationOptions, useJobMutation } from './job-mutation';

export type ModerateJobVariables = JobModerationBody & { jobId: string };
export interface ModerationResult {
  job: Job | null;
  action: JobModerationBody['action'];
}

/** POST /admin/jobs/{id}/moderation: an admin pauses or removes a job; the employer is mailed the reason. */
export function moderateJob({ jobId, action, reason }: ModerateJobVariables): Promise<ModerationResult> {
  return api.post<ModerationResult>(`/admin/jobs/${encodeURIComponent(jobId)}/moderation`, {
    action,
    reason,
  });
}

export function useModerateJob({
  mutationConfig,
}: JobMutationOptions<ModerateJobVariables, ModerationResult> = {}) {
  return useJobMutation(moderateJob, mutationConfig);
}
