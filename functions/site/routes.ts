import type { FunctionSpec, RouteSpec } from '../platform/contract';

const siteApi: FunctionSpec = {
  name: 'site-api',
  entry: 'site/handler',
  access: { siteSettings: true },
};

/** The stage's public settings the web app reads at start (no data, nothing private). */
export const siteRoutes: RouteSpec[] = [
  { method: 'GET', path: '/site/config', fn: siteApi, audience: 'public' },
];
