import type { FunctionSpec, RouteSpec } from '../platform/contract';

const siteApi: FunctionSpec = {
  name: 'site-api',
  entry: 'site/entry',
  access: { siteSettings: true, privacySettings: true },
};

/** The stage's public settings the web app reads at start (no data, nothing private; the officer is public by law). */
export const siteRoutes: RouteSpec[] = [
  { method: 'GET', path: '/site/config', fn: siteApi, audience: 'public' },
];
