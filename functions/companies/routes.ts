import type { FunctionSpec, RouteSpec } from '../platform/contract';

const companiesApi: FunctionSpec = {
  name: 'companies-api',
  entry: 'companies/handler',
  access: { table: 'read' },
};

/**
 * The directory and a company's page are public: a company's name, logo, industry and city are on every
 * public job card already, and the admin's company selector reads the same list.
 */
export const companyRoutes: RouteSpec[] = [
  { method: 'GET', path: '/companies', fn: companiesApi, audience: 'public' },
  { method: 'GET', path: '/companies/me', fn: companiesApi, audience: 'employer' },
  { method: 'GET', path: '/companies/{id}', fn: companiesApi, audience: 'public' },
  // How quickly a company answers its applicants: figures, never anyone's data (ADR 0030).
  { method: 'GET', path: '/companies/{id}/responsiveness', fn: companiesApi, audience: 'public' },
];
