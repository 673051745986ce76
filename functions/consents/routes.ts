import { ACCOUNT_DELETED, GUARDIAN_CONSENT_REQUESTED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const consentsApi: FunctionSpec = {
  name: 'consents-api',
  entry: 'consents/entry',
  // A resend asks for the parent's mail again (Guardian Consent Requested); a withdrawal of matching
  // announces the profile change to matching.
  access: { table: 'readwrite', signingKey: true, events: true },
};

/**
 * A person's consents (ADR 0036). The parent's confirmation is public: the signed link mailed to them is
 * the credential, and a parent has no account.
 */
export const consentRoutes: RouteSpec[] = [
  { method: 'GET', path: '/privacy/consents', fn: consentsApi, audience: 'authenticated' },
  { method: 'PUT', path: '/privacy/consents/{purpose}', fn: consentsApi, audience: 'candidate' },
  {
    method: 'POST',
    path: '/privacy/guardian-consent',
    fn: consentsApi,
    audience: 'public',
    rateLimit: 'mailLink',
  },
  {
    method: 'POST',
    path: '/privacy/guardian-consent/resend',
    fn: consentsApi,
    audience: 'candidate',
    rateLimit: 'codeSendPerAccount',
  },
];

const consentsEvents: FunctionSpec = {
  name: 'consents-events',
  entry: 'consents/events',
  access: { table: 'readwrite', mail: true, signingKey: true, siteOrigin: true },
};

export const consentEventRules: EventRuleSpec[] = [
  {
    name: 'consents-guardian-mail',
    source: EVENT_SOURCE,
    detailType: GUARDIAN_CONSENT_REQUESTED,
    fn: consentsEvents,
  },
  { name: 'consents-account-deleted', source: EVENT_SOURCE, detailType: ACCOUNT_DELETED, fn: consentsEvents },
];
