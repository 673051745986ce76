import { ACCOUNT_DELETED, PRIVACY_REQUEST_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const privacyApi: FunctionSpec = {
  name: 'privacy-api',
  entry: 'privacy/handler',
  // Requests announce each step (the mails go from the event); the signing key reads the mailed links;
  // keeping an account answers with the day it would next be erased (the stage's retention period).
  access: { table: 'readwrite', events: true, signingKey: true, privacySettings: true },
};

const route = (method: RouteSpec['method'], path: string, audience: RouteSpec['audience']): RouteSpec => ({
  method,
  path,
  fn: privacyApi,
  audience,
});

/** The grievance desk and the erasure notice's "keep my account" (issue 35, ADR 0038). */
export const privacyRoutes: RouteSpec[] = [
  route('POST', '/privacy-requests', 'authenticated'),
  route('GET', '/privacy-requests/mine', 'authenticated'),
  // Signed out: the request waits for its address to confirm it from a mailed link.
  { ...route('POST', '/privacy-requests/guest', 'public'), rateLimit: 'privacyRequest' },
  { ...route('POST', '/privacy-requests/confirmation', 'public'), rateLimit: 'mailLink' },
  route('GET', '/admin/privacy-requests', 'admin'),
  route('POST', '/admin/privacy-requests/{id}/status', 'admin'),
  // The erasure notice's link, followed from its page: the signed link is the credential.
  { ...route('POST', '/account-retention/keep', 'public'), rateLimit: 'mailLink' },
];

const privacyEvents: FunctionSpec = {
  name: 'privacy-events',
  entry: 'privacy/events-handler',
  // Mails the desk's steps and the erasure notices with links it signs to the site's pages; erases
  // inactive accounts through the one erasure, which announces Account Deleted.
  access: {
    table: 'readwrite',
    mail: true,
    events: true,
    signingKey: true,
    siteOrigin: true,
    privacySettings: true,
  },
  timeoutSeconds: 300,
};

export const privacyEventRules: EventRuleSpec[] = [
  {
    name: 'privacy-request-changed',
    source: EVENT_SOURCE,
    detailType: PRIVACY_REQUEST_CHANGED,
    fn: privacyEvents,
  },
  { name: 'privacy-account-deleted', source: EVENT_SOURCE, detailType: ACCOUNT_DELETED, fn: privacyEvents },
];

export const privacySchedules: ScheduleSpec[] = [
  {
    // Daily at 02:30 UTC, 8:00 in India: notices arrive at the start of a day, erasures 48 hours after.
    name: 'inactive-account-retention',
    schedule: 'cron(30 2 * * ? *)',
    fn: privacyEvents,
  },
];
