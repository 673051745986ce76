import type { FunctionSpec, RouteSpec } from '../platform/contract';

const savedJobsApi: FunctionSpec = {
  name: 'saved-jobs-api',
  entry: 'saved-jobs/handler',
  access: { table: 'readwrite' },
};

export const savedJobRoutes: RouteSpec[] = [
  { method: 'GET', path: '/candidates/saved-jobs', fn: savedJobsApi, audience: 'candidate' },
  { method: 'POST', path: '/candidates/saved-jobs/{id}', fn: savedJobsApi, audience: 'candidate' },
  { method: 'DELETE', path: '/candidates/saved-jobs/{id}', fn: savedJobsApi, audience: 'candidate' },
];
