import { ACCOUNT_DELETED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const notificationsApi: FunctionSpec = {
  name: 'notifications-api',
  entry: 'notifications/entry',
  access: { table: 'readwrite', signingKey: true },
};

/**
 * A person's choices of optional mails (ADR 0034). The unsubscribe pair is public: its signed link is the
 * credential, and a mail provider posts to it without cookies (RFC 8058).
 */
export const notificationRoutes: RouteSpec[] = [
  { method: 'GET', path: '/notifications/preferences', fn: notificationsApi, audience: 'authenticated' },
  { method: 'PUT', path: '/notifications/preferences', fn: notificationsApi, audience: 'authenticated' },
  {
    method: 'POST',
    path: '/notifications/unsubscribe',
    fn: notificationsApi,
    audience: 'public',
    rateLimit: 'mailLink',
  },
  {
    method: 'POST',
    path: '/notifications/resubscribe',
    fn: notificationsApi,
    audience: 'public',
    rateLimit: 'mailLink',
  },
];

const notificationsCleanup: FunctionSpec = {
  name: 'notifications-cleanup',
  entry: 'notifications/cleanup',
  access: { table: 'readwrite' },
};

export const notificationEventRules: EventRuleSpec[] = [
  {
    name: 'notifications-account-deleted',
    source: EVENT_SOURCE,
    detailType: ACCOUNT_DELETED,
    fn: notificationsCleanup,
  },
];
