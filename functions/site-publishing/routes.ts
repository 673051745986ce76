import { COMPANY_CHANGED, JOB_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

// Reads jobs, writes only into the site bucket; told the site's origin for absolute URLs (ADR 0014).
const sitePublisher: FunctionSpec = {
  name: 'site-publisher',
  entry: 'site-publishing/publisher',
  // Writes only a company's first page address (its slug) into the table (ADR 0032).
  access: { table: 'readwrite', sitePages: true, siteOrigin: true },
  timeoutSeconds: 60,
};

export const sitePublishingEventRules: EventRuleSpec[] = [
  {
    name: 'site-job-pages',
    source: EVENT_SOURCE,
    detailType: JOB_CHANGED,
    alsoDetailTypes: [COMPANY_CHANGED],
    fn: sitePublisher,
  },
];
