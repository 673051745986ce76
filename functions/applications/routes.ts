import { STATUS_UNDO_WINDOW_SECONDS } from '../../shared/employer/status-undo';
import { ACCOUNT_DELETED, APPLICATION_STATUS_CHANGED, APPLICATION_SUBMITTED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const applicationsApi: FunctionSpec = {
  name: 'applications-api',
  entry: 'applications/entry',
  // Applying reads the candidate's profile item, copies the resume to the application's own key, writes
  // four items in one transaction and announces it; a status change is announced too. Employers download
  // the applied-with resume and the applicant's profile picture through presigned GETs.
  access: { table: 'readwrite', events: true, uploads: 'readwrite' },
};

/**
 * The candidate's application mails: received, then each status (notify.ts), the latter through a queue
 * that holds it for the undo window (ADR 0023).
 */
const applicationMails: FunctionSpec = {
  name: 'application-mails',
  entry: 'applications/notify',
  // The signing key signs the hiring team's unsubscribe links (platform/unsubscribe-links.ts).
  access: { table: 'readwrite', mail: true, siteOrigin: true, signingKey: true },
};

/**
 * The closure guarantee (closure.ts): keeps each application's one-shot closure schedule from its events,
 * and is what the schedule invokes when due.
 */
const applicationClosures: FunctionSpec = {
  name: 'application-closures',
  entry: 'applications/closure-handler',
  access: { table: 'readwrite', mail: true, siteOrigin: true, schedules: true },
};

const applicationsCleanup: FunctionSpec = {
  name: 'applications-cleanup',
  entry: 'applications/cleanup',
  access: { table: 'readwrite', uploads: 'readwrite' },
};

export const applicationRoutes: RouteSpec[] = [
  { method: 'POST', path: '/applications', fn: applicationsApi, audience: 'candidate' },
  { method: 'GET', path: '/candidates/applications', fn: applicationsApi, audience: 'candidate' },
  { method: 'GET', path: '/applications', fn: applicationsApi, audience: 'approvedEmployer' },
  // A candidate withdraws, an approved employer moves (handler.ts).
  { method: 'PUT', path: '/applications/{id}', fn: applicationsApi, audience: 'candidateOrApprovedEmployer' },
  { method: 'POST', path: '/applications/{id}/open', fn: applicationsApi, audience: 'approvedEmployer' },
  { method: 'GET', path: '/applications/{id}/candidate', fn: applicationsApi, audience: 'approvedEmployer' },
  { method: 'GET', path: '/applications/{id}/resume', fn: applicationsApi, audience: 'approvedEmployer' },
  { method: 'GET', path: '/applications/{id}/notes', fn: applicationsApi, audience: 'approvedEmployer' },
  { method: 'POST', path: '/applications/{id}/notes', fn: applicationsApi, audience: 'approvedEmployer' },
];

export const applicationEventRules: EventRuleSpec[] = [
  {
    name: 'application-status-changed',
    source: EVENT_SOURCE,
    detailType: APPLICATION_STATUS_CHANGED,
    fn: applicationMails,
    // The employer's Undo window: the mail goes only once it has passed, if the change still stands.
    delaySeconds: STATUS_UNDO_WINDOW_SECONDS,
  },
  {
    name: 'application-closure-schedule',
    source: EVENT_SOURCE,
    detailType: APPLICATION_SUBMITTED,
    alsoDetailTypes: [APPLICATION_STATUS_CHANGED],
    fn: applicationClosures,
  },
  {
    name: 'application-submitted-mail',
    source: EVENT_SOURCE,
    detailType: APPLICATION_SUBMITTED,
    fn: applicationMails,
  },
  {
    name: 'applications-account-deleted',
    source: EVENT_SOURCE,
    detailType: ACCOUNT_DELETED,
    fn: applicationsCleanup,
  },
];

const applicationDigests: FunctionSpec = {
  name: 'application-digests',
  entry: 'applications/digest-handler',
  // Reads a day's digest entries, the organisations' members and their applications; claims each digest per
  // member, then mails it with a signed unsubscribe link.
  access: { table: 'readwrite', mail: true, siteOrigin: true, signingKey: true },
  timeoutSeconds: 300,
};

export const applicationSchedules: ScheduleSpec[] = [
  {
    // Daily at 03:30 UTC, 9:00 in India: the hiring teams' digest of the day before (issue 32).
    name: 'application-digests',
    schedule: 'cron(30 3 * * ? *)',
    fn: applicationDigests,
  },
];
