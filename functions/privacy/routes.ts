import { DATA_EXPORT_REQUESTED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

// Reads everything an account holds for its export; logs an admin's read of a person's log; publishes a
// large export for the worker.
const privacyApi: FunctionSpec = {
  name: 'privacy-api',
  entry: 'privacy/handler',
  access: { table: 'readwrite', uploads: 'read', events: true },
};

// Builds a large export, stores it under the expiring prefix and mails a presigned link to it.
const privacyExport: FunctionSpec = {
  name: 'privacy-export',
  entry: 'privacy/export-worker',
  access: { table: 'readwrite', uploads: 'readwrite', mail: true, siteOrigin: true },
  timeoutSeconds: 120,
  memoryMb: 512,
};

/** The person's own data (ADR 0037): the export, their access log, and the admins' audit of it. */
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
];

export const privacyEventRules: EventRuleSpec[] = [
  {
    name: 'privacy-export-requested',
    source: EVENT_SOURCE,
    detailType: DATA_EXPORT_REQUESTED,
    fn: privacyExport,
  },
];
