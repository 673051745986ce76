import type { FunctionSpec, RouteSpec } from '../platform/contract';

const applicationsApi: FunctionSpec = {
  name: 'applications-api',
  entry: 'applications/handler',
  // Applying reads the candidate's resume record (the profile item), writes three items in one
  // transaction and announces it; a status change is announced too.
  access: { table: 'readwrite', events: true },
};

export const applicationRoutes: RouteSpec[] = [
  { method: 'POST', path: '/applications', fn: applicationsApi, audience: 'candidate' },
  { method: 'GET', path: '/candidates/applications', fn: applicationsApi, audience: 'candidate' },
  { method: 'GET', path: '/applications', fn: applicationsApi, audience: 'approvedEmployer' },
  { method: 'PUT', path: '/applications/{id}', fn: applicationsApi, audience: 'approvedEmployer' },
];
