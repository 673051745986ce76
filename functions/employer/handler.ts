import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { dashboardStats } from './service';

export const routes: RouteMap = {
  'GET /employer/dashboard/stats': httpRoute({}, async ({ principal, query }) =>
    ok(await dashboardStats(signedInPrincipal(principal), query)),
  ),
};
