import { signedInPrincipal } from '../platform/auth/principal';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { dashboardStats } from './service';

export const handler = httpRoutes({
  'GET /employer/dashboard/stats': httpRoute({}, async ({ principal, query }) =>
    ok(await dashboardStats(signedInPrincipal(principal), query)),
  ),
});
