import type { Job } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import { startRead, usePublicRead } from '@/lib/public-read';

/** GET /jobs/{id}: the whole post (public). Paused and expired jobs still answer; deleted ones are 404. */
export function getJob(jobId: string): Promise<Job> {
  return api.get<Job>(`/jobs/${encodeURIComponent(jobId)}`);
}

const jobKey = (jobId: string) => `jobs/${jobId}`;

/** Starts the read before the job page's code has arrived (the router asks beside loading it). */
export function startJobRead(jobId: string): Promise<void> {
  return startRead(jobKey(jobId), () => getJob(jobId));
}

export function useJob(jobId: string) {
  return usePublicRead(jobKey(jobId), () => getJob(jobId));
}

/** Reads the job again now (its application count changes when someone applies). */
export function refreshJob(jobId: string): Promise<void> {
  return startRead(jobKey(jobId), () => getJob(jobId), { force: true });
}
