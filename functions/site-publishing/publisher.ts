import {
  COMPANY_CHANGED,
  type CompanyChangedDetail,
  JOB_CHANGED,
  type JobChangedDetail,
} from '../model/events';
import { eventTargets } from '../platform/event-target';
import { publishCompany, publishJob } from './publishing';

/**
 * EventBridge target: republishes the changed job's page, its company's page (which lists its open
 * jobs) and the sitemap (ADR 0014), or a changed company's page and the sitemap (ADR 0032).
 */
export const handler = eventTargets({
  [JOB_CHANGED]: async (detail: JobChangedDetail) => {
    await publishJob(detail.jobId, detail.job?.company.id);
  },
  [COMPANY_CHANGED]: async (detail: CompanyChangedDetail) => {
    await publishCompany(detail.companyId);
  },
});
