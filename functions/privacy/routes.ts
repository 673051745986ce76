import { ACCOUNT_DELETED, DATA_EXPORT_REQUESTED, PRIVACY_REQUEST_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const privacyApi: FunctionSpec = {
  name: 'privacy-api',
  entry: 'privacy/entry',
  // Reads everything an account holds for its export and logs an admin's read of a person's log (ADR
  // 0037); requests announce each step, the signing key reads the mailed links, keeping an account answers
  // with the day it would next be erased (ADR 0038).
  access: { table: 'readwrite', uploads: 'read', events: true, signingKey: true, privacySettings: true },
};

// Builds a large export, stores it under the expiring prefix and mails a presigned link to it.
const privacyExport: FunctionSpec = {
  name: 'privacy-export',
  entry: 'privacy/export-worker',
  access: { table: 'readwrite', uploads: 'readwrite', mail: true, siteOrigin: true },
  timeoutSeconds: 120,
  memoryMb: 512,
};

const route = (method: RouteSpec['method'], path: string, audience: RouteSpec['audience']): RouteSpec => ({
  method,
  path,
  fn: privacyApi,
  audience,
});

/**
 * The person's own data: the export, their access log and the admins' audit of it (ADR 0037); the
 * grievance desk and the erasure notice's "keep my account" (ADR 0038).
 */
export const privacyRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/privacy/export',
    fn: privacyApi,
    audience: 'authenticated',
    rateLimit: 'dataExport',
  },
  { method: 'GET', path: '/privacy/access-log', fn: privacyApi, audience: 'authenticated' },
  { method: 'GET', path: '/admin/access-log', fn: privacyApi, audience: 'admin' },
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
    name: 'privacy-export-requested',
    source: EVENT_SOURCE,
    detailType: DATA_EXPORT_REQUESTED,
    fn: privacyExport,
  },
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
