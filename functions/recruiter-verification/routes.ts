import {
  ACCOUNT_DELETED,
  COMPANY_CHANGE_DECIDED,
  JOB_MODERATED,
  JOB_REPORTS_DECIDED,
  RECRUITER_APPLICATION_DECIDED,
  RECRUITER_APPLICATION_SUBMITTED,
} from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const recruiterVerificationApi: FunctionSpec = {
  name: 'recruiter-verification-api',
  entry: 'recruiter-verification/entry',
  // Submitting checks and copies the uploaded documents and writes the application with the user, and is
  // announced for the admins' mail; a decision also creates the organisation and its company, and is
  // announced for the employer's mail.
  access: { table: 'readwrite', uploads: 'readwrite', events: true },
};

const recruiterDecisionNotify: FunctionSpec = {
  name: 'recruiter-decision-notify',
  entry: 'recruiter-verification/notify',
  // The signing key signs the admins' unsubscribe links (platform/unsubscribe-links.ts).
  access: { table: 'readwrite', mail: true, siteOrigin: true, signingKey: true },
};

const recruiterVerificationCleanup: FunctionSpec = {
  name: 'recruiter-verification-cleanup',
  entry: 'recruiter-verification/cleanup',
  access: { table: 'readwrite', uploads: 'readwrite' },
};

const admin = (method: RouteSpec['method'], path: string): RouteSpec => ({
  method,
  path,
  fn: recruiterVerificationApi,
  audience: 'admin',
});

export const recruiterVerificationRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/recruiter/documents/upload-url',
    fn: recruiterVerificationApi,
    audience: 'employer',
    rateLimit: 'uploadUrl',
  },
  { method: 'POST', path: '/recruiter/applications', fn: recruiterVerificationApi, audience: 'employer' },
  { method: 'GET', path: '/recruiter/applications/me', fn: recruiterVerificationApi, audience: 'employer' },
  // The admin's home: the marketplace's figures, from counters (dashboard.ts).
  admin('GET', '/admin/dashboard'),
  admin('GET', '/admin/recruiters/applications'),
  admin('GET', '/admin/recruiters/applications/summary'),
  admin('POST', '/admin/recruiters/applications/{id}/approve'),
  admin('POST', '/admin/recruiters/applications/{id}/reject'),
  admin('POST', '/admin/recruiters/applications/{id}/review'),
  admin('GET', '/admin/recruiters/applications/{id}/documents/{kind}'),
];

export const recruiterVerificationEventRules: EventRuleSpec[] = [
  {
    name: 'recruiter-application-decided',
    source: EVENT_SOURCE,
    detailType: RECRUITER_APPLICATION_DECIDED,
    // The admin's other notices ride the same rule and function (ADR 0002): a job paused or removed with a
    // reason, and the outcome of reports mailed to the reporters.
    // New recruiter applications ride it too, for the admins' notice.
    alsoDetailTypes: [
      JOB_MODERATED,
      JOB_REPORTS_DECIDED,
      COMPANY_CHANGE_DECIDED,
      RECRUITER_APPLICATION_SUBMITTED,
    ],
    fn: recruiterDecisionNotify,
  },
  {
    name: 'recruiter-verification-account-deleted',
    source: EVENT_SOURCE,
    detailType: ACCOUNT_DELETED,
    fn: recruiterVerificationCleanup,
  },
];

export const recruiterVerificationSchedules: ScheduleSpec[] = [
  {
    // Daily at 03:30 UTC, 9:00 in India: the admins' reminder of applications waiting over a business day.
    name: 'recruiter-application-reminders',
    schedule: 'cron(30 3 * * ? *)',
    fn: recruiterDecisionNotify,
  },
];
