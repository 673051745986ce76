import type { JobChangedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { publishJob } from './publishing';

/** EventBridge target: republishes the changed job's page and the sitemap (ADR 0014). */
export const handler = eventTarget<JobChangedDetail>(async (detail) => {
  await publishJob(detail.jobId);
});
