import { ACCOUNT_DELETED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const profileApi: FunctionSpec = {
  name: 'profile-api',
  entry: 'profile/entry',
  // A save that changes what matching reads announces it (Candidate Matching Changed).
  access: { table: 'readwrite', uploads: 'readwrite', events: true },
};
const profileCleanup: FunctionSpec = {
  name: 'profile-cleanup',
  entry: 'profile/cleanup',
  access: { table: 'readwrite', uploads: 'readwrite' },
};

const own = (method: RouteSpec['method'], path: string): RouteSpec => ({
  method,
  path,
  fn: profileApi,
  audience: 'candidate',
});

export const profileRoutes: RouteSpec[] = [
  own('GET', '/profile'),
  own('POST', '/profile'),
  own('PATCH', '/profile/header'),
  own('PATCH', '/profile/job-preferences'),
  own('PATCH', '/profile/skills'),
  own('PATCH', '/profile/experience'),
  own('PATCH', '/profile/education'),
  own('PATCH', '/profile/links'),
  own('PATCH', '/profile/additional-info'),
  own('POST', '/profile/work-experience'),
  own('PUT', '/profile/work-experience/{id}'),
  own('DELETE', '/profile/work-experience/{id}'),
  own('POST', '/profile/education'),
  own('PUT', '/profile/education/{id}'),
  own('DELETE', '/profile/education/{id}'),
  own('POST', '/profile/certifications'),
  own('PUT', '/profile/certifications/{id}'),
  own('DELETE', '/profile/certifications/{id}'),
  own('POST', '/profile/enable-matching'),
  own('POST', '/profile/disable-matching'),
  own('PUT', '/profile/visibility'),
  own('PUT', '/profile/contact-preferences'),
  own('GET', '/candidates/me'),
  own('PUT', '/candidates/me'),
  { method: 'GET', path: '/candidates/{id}', fn: profileApi, audience: 'authenticated' },
  { ...own('POST', '/profile/avatar/upload-url'), rateLimit: 'uploadUrl' },
  own('POST', '/profile/avatar/upload-complete'),
  own('GET', '/profile/avatar/info'),
  own('GET', '/profile/avatar/download-url'),
  own('DELETE', '/profile/avatar/delete'),
  { ...own('POST', '/resume/upload-url'), rateLimit: 'uploadUrl' },
  own('POST', '/resume/upload-complete'),
  own('GET', '/resume/info'),
  own('GET', '/resume/download-url'),
  own('DELETE', '/resume/delete'),
  own('POST', '/candidates/resume'),
  own('GET', '/resume/should-populate-profile'),
  own('POST', '/resume/populate-profile'),
];

export const profileEventRules: EventRuleSpec[] = [
  { name: 'profile-account-deleted', source: EVENT_SOURCE, detailType: ACCOUNT_DELETED, fn: profileCleanup },
];
