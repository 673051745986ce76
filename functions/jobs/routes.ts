import { ACCOUNT_DELETED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const jobsApi: FunctionSpec = {
  name: 'jobs-api',
  entry: 'jobs/entry',
  // Every write announces the job (Job Changed) for the search index and, later, matching. The signing key
  // verifies the reconfirmation mail's links (ADR 0029).
  access: { table: 'readwrite', events: true, signingKey: true },
};

const route = (method: RouteSpec['method'], path: string, audience: RouteSpec['audience']): RouteSpec => ({
  method,
  path,
  fn: jobsApi,
  audience,
});

/**
 * Posting and changing jobs: approved employers (for their organisation's company) and admins (for any).
 * Reading a job and a company's open jobs is public.
 */
export const jobRoutes: RouteSpec[] = [
  route('POST', '/jobs', 'approvedEmployer'),
  route('PUT', '/jobs/{id}', 'approvedEmployer'),
  route('PUT', '/jobs/{id}/status', 'approvedEmployer'),
  route('DELETE', '/jobs/{id}', 'approvedEmployer'),
  route('GET', '/jobs/{id}', 'public'),
  route('GET', '/jobs/company/{companyId}', 'public'),
  route('GET', '/admin/jobs', 'admin'),
  // Pause or remove with a reason the employer is mailed (one route for both: ADR 0002, the stack's size).
  route('POST', '/admin/jobs/{id}/moderation', 'admin'),
  // Reporting a job and the admins' moderation queue (issue 33): anyone signed in reports, once a job.
  route('POST', '/jobs/{id}/reports', 'authenticated'),
  route('GET', '/jobs/{id}/reports/mine', 'authenticated'),
  // The post-job screen says why an organisation may not post (suspended after removals).
  route('GET', '/jobs/posting-standing', 'approvedEmployer'),
  route('GET', '/admin/job-reports', 'admin'),
  route('POST', '/admin/job-reports/{id}/decision', 'admin'),
  route('POST', '/admin/organizations/{orgId}/posting-suspension', 'admin'),
  route('DELETE', '/admin/organizations/{orgId}/posting-suspension', 'admin'),
  // "Still hiring" in My Jobs (ADR 0029).
  route('POST', '/jobs/{id}/confirmation', 'approvedEmployer'),
  // The reconfirmation mail's links, followed from their page: the signed link is the credential.
  { ...route('POST', '/job-confirmations', 'public'), rateLimit: 'mailLink' },
];

const jobsCleanup: FunctionSpec = {
  name: 'jobs-cleanup',
  entry: 'jobs/cleanup',
  access: { table: 'readwrite' },
};

/** A deleted account's reports of jobs go with it (ADR 0006, ADR 0028). */
export const jobEventRules: EventRuleSpec[] = [
  { name: 'jobs-account-deleted', source: EVENT_SOURCE, detailType: ACCOUNT_DELETED, fn: jobsCleanup },
];

const reconfirmationSweep: FunctionSpec = {
  name: 'job-reconfirmation',
  entry: 'jobs/reconfirmation-handler',
  // Reads and closes jobs (announcing each close), mails posters links it signs to the site's pages.
  access: { table: 'readwrite', events: true, mail: true, signingKey: true, siteOrigin: true },
  timeoutSeconds: 300,
};

export const jobSchedules: ScheduleSpec[] = [
  {
    // Daily at 03:00 UTC, 8:30 in India: reminders arrive for the working day, and jobs due today close
    // before it starts (ADR 0029).
    name: 'job-reconfirmation',
    schedule: 'cron(0 3 * * ? *)',
    fn: reconfirmationSweep,
  },
];
