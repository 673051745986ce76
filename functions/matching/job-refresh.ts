import type { JobChangedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { logger } from '../platform/logger';
import { refreshForJob } from './refresh';

/** EventBridge target: re-scores a changed job against the candidates it may match. */
export const handler = eventTarget<JobChangedDetail>(async (detail) => {
  const result = await refreshForJob(detail);
  logger.info('Matches refreshed for a job', { jobId: detail.jobId, version: detail.version, ...result });
});
