import type { FunctionSpec, RouteSpec } from '../platform/contract';

const employerApi: FunctionSpec = {
  name: 'employer-api',
  entry: 'employer/entry',
  // Reads the membership, the organisation's stats item and its active-job markers.
  access: { table: 'read' },
};

export const employerRoutes: RouteSpec[] = [
  { method: 'GET', path: '/employer/dashboard/stats', fn: employerApi, audience: 'approvedEmployer' },
];
