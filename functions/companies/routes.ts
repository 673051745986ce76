import type { FunctionSpec, RouteSpec } from '../platform/contract';

const companiesApi: FunctionSpec = {
  name: 'companies-api',
  entry: 'companies/entry',
  // Team admins edit the profile and its logo (uploads); a change is announced for the company's page,
  // its jobs' copies and, once an admin decides an identity change, the requester's mail.
  access: { table: 'readwrite', uploads: 'readwrite', events: true },
};

const admin = (method: RouteSpec['method'], path: string): RouteSpec => ({
  method,
  path,
  fn: companiesApi,
  audience: 'admin',
});

/**
 * The directory and a company's page are public: a company's name, logo, industry and city are on every
 * public job card already, and the admin's company selector reads the same list. Its team admins edit it
 * (the handler checks the team role); a change of name or website domain waits for a platform admin
 * (ADR 0032).
 */
export const companyRoutes: RouteSpec[] = [
  { method: 'GET', path: '/companies', fn: companiesApi, audience: 'public' },
  { method: 'GET', path: '/companies/me', fn: companiesApi, audience: 'employer' },
  { method: 'PUT', path: '/companies/me', fn: companiesApi, audience: 'approvedEmployer' },
  {
    method: 'POST',
    path: '/companies/me/logo/upload-url',
    fn: companiesApi,
    audience: 'approvedEmployer',
    rateLimit: 'uploadUrl',
  },
  { method: 'POST', path: '/companies/me/logo', fn: companiesApi, audience: 'approvedEmployer' },
  // By id or by any slug the company had (its page's address).
  { method: 'GET', path: '/companies/{id}', fn: companiesApi, audience: 'public' },
  // Redirects to a short-lived address of the logo in the private uploads bucket.
  { method: 'GET', path: '/companies/{id}/logo', fn: companiesApi, audience: 'public' },
  // How quickly a company answers its applicants: figures, never anyone's data (ADR 0030).
  { method: 'GET', path: '/companies/{id}/responsiveness', fn: companiesApi, audience: 'public' },
  admin('GET', '/admin/company-changes'),
  admin('POST', '/admin/company-changes/{id}/approve'),
  admin('POST', '/admin/company-changes/{id}/reject'),
];
