import { ServiceUnavailableError } from '../platform/errors';
import type { RouteMap } from '../platform/http/dispatch';
import { errorResponse, jsonResponse } from '../platform/http/respond';
import { currentHealth } from './service';

/**
 * `{"status":"ok"}` exactly, unwrapped, as uptime checks expect; a 503 in the catalogue's shape naming
 * the failing dependency otherwise. Public and unlimited, so it skips the route guard; answered from a
 * check at most HEALTH_TTL_MS old.
 */
export const routes: RouteMap = {
  'GET /health': async () => {
    const report = await currentHealth();
    if (report.healthy) return jsonResponse(200, { status: 'ok' });
    return errorResponse(new ServiceUnavailableError({ checks: report.checks }));
  },
};
