import { ACCOUNT_DELETED, JOB_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const savedJobsApi: FunctionSpec = {
  name: 'saved-jobs-api',
  entry: 'saved-jobs/entry',
  access: { table: 'readwrite' },
};

export const savedJobRoutes: RouteSpec[] = [
  { method: 'GET', path: '/candidates/saved-jobs', fn: savedJobsApi, audience: 'candidate' },
  { method: 'POST', path: '/candidates/saved-jobs/{id}', fn: savedJobsApi, audience: 'candidate' },
  { method: 'DELETE', path: '/candidates/saved-jobs/{id}', fn: savedJobsApi, audience: 'candidate' },
];

const savedJobsCleanup: FunctionSpec = {
  name: 'saved-jobs-cleanup',
  entry: 'saved-jobs/cleanup',
  access: { table: 'readwrite' },
};

// Keeps each save's copy of its job (ADR 0017).
const savedJobCopies: FunctionSpec = {
  name: 'saved-jobs-job-copies',
  entry: 'saved-jobs/job-copies',
  access: { table: 'readwrite' },
};

export const savedJobEventRules: EventRuleSpec[] = [
  { name: 'saved-jobs-job-changed', source: EVENT_SOURCE, detailType: JOB_CHANGED, fn: savedJobCopies },
  {
    name: 'saved-jobs-account-deleted',
    source: EVENT_SOURCE,
    detailType: ACCOUNT_DELETED,
    fn: savedJobsCleanup,
  },
];
