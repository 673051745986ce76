import { ACCOUNT_DELETED, JOB_ALERT_REQUESTED, JOB_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const jobAlertsApi: FunctionSpec = {
  name: 'job-alerts-api',
  entry: 'job-alerts/entry',
  // A guest's subscription is announced; its confirmation mail goes from the mailer below.
  access: { table: 'readwrite', events: true },
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

/**
 * Every job alert mail and clean-up, one function (each function costs the stack about nine resources,
 * ADR 0002): a new job matched against the alerts, a guest's confirmation mail, the 9:00 IST digests, and
 * a deleted account's alerts.
 */
const jobAlertEvents: FunctionSpec = {
  name: 'job-alerts-events',
  entry: 'job-alerts/events',
  access: { table: 'readwrite', mail: true, siteOrigin: true, signingKey: true },
  timeoutSeconds: 300,
};

export const jobAlertEventRules: EventRuleSpec[] = [
  { name: 'job-alerts-job-changed', source: EVENT_SOURCE, detailType: JOB_CHANGED, fn: jobAlertEvents },
  { name: 'job-alerts-requested', source: EVENT_SOURCE, detailType: JOB_ALERT_REQUESTED, fn: jobAlertEvents },
  {
    name: 'job-alerts-account-deleted',
    source: EVENT_SOURCE,
    detailType: ACCOUNT_DELETED,
    fn: jobAlertEvents,
  },
];

export const jobAlertSchedules: ScheduleSpec[] = [
  // Daily at 03:30 UTC, 9:00 in India: the daily job alerts (issue 32).
  { name: 'job-alert-digests', schedule: 'cron(30 3 * * ? *)', fn: jobAlertEvents },
];
