import { ACCOUNT_DELETED, JOB_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const jobAlertsApi: FunctionSpec = {
  name: 'job-alerts-api',
  entry: 'job-alerts/handler',
  // A guest's subscription mails its confirmation link, signed with the mail-link key.
  access: { table: 'readwrite', mail: true, siteOrigin: true, signingKey: true },
};

/**
 * Saved searches mailed as new jobs match them (issue 32, ADR 0035). A candidate keeps theirs; a visitor
 * subscribes an address and confirms it by the mailed link, which is the credential of the confirm call.
 */
export const jobAlertRoutes: RouteSpec[] = [
  { method: 'GET', path: '/job-alerts', fn: jobAlertsApi, audience: 'candidate' },
  { method: 'POST', path: '/job-alerts', fn: jobAlertsApi, audience: 'candidate' },
  { method: 'PUT', path: '/job-alerts/{id}', fn: jobAlertsApi, audience: 'candidate' },
  { method: 'DELETE', path: '/job-alerts/{id}', fn: jobAlertsApi, audience: 'candidate' },
  {
    method: 'POST',
    path: '/job-alerts/guest',
    fn: jobAlertsApi,
    audience: 'public',
    rateLimit: 'guestAlert',
  },
  {
    method: 'POST',
    path: '/job-alerts/confirm',
    fn: jobAlertsApi,
    audience: 'public',
    rateLimit: 'mailLink',
  },
];

const jobAlertMatcher: FunctionSpec = {
  name: 'job-alerts-matcher',
  entry: 'job-alerts/matcher-handler',
  // Reads the alerts' index, claims each job per person and mails instant alerts with a signed
  // unsubscribe link.
  access: { table: 'readwrite', mail: true, siteOrigin: true, signingKey: true },
};

const jobAlertsCleanup: FunctionSpec = {
  name: 'job-alerts-cleanup',
  entry: 'job-alerts/cleanup',
  access: { table: 'readwrite' },
};

export const jobAlertEventRules: EventRuleSpec[] = [
  { name: 'job-alerts-job-changed', source: EVENT_SOURCE, detailType: JOB_CHANGED, fn: jobAlertMatcher },
  {
    name: 'job-alerts-account-deleted',
    source: EVENT_SOURCE,
    detailType: ACCOUNT_DELETED,
    fn: jobAlertsCleanup,
  },
];

const jobAlertDigests: FunctionSpec = {
  name: 'job-alert-digests',
  entry: 'job-alerts/digest-handler',
  access: { table: 'readwrite', mail: true, siteOrigin: true, signingKey: true },
  timeoutSeconds: 300,
};

export const jobAlertSchedules: ScheduleSpec[] = [
  // Daily at 03:30 UTC, 9:00 in India: the daily job alerts (issue 32).
  { name: 'job-alert-digests', schedule: 'cron(30 3 * * ? *)', fn: jobAlertDigests },
];
