import type { JobChangedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { logger } from '../platform/logger';
import { applyJobChange } from './index-writer';

/** EventBridge target: brings the typeahead's counts in line with a changed (or deleted) job. */
export const handler = eventTarget<JobChangedDetail>(async (detail) => {
  const outcome = await applyJobChange(detail);
  logger.info('Job Changed applied to the typeahead', {
    jobId: detail.jobId,
    version: detail.version,
    outcome,
  });
});
