import { signedInPrincipal } from '../platform/auth/principal';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { auditAccessLog, ownAccessLog } from './access-log';
import { requestDataExport } from './export-request';

export const handler = httpRoutes({
  'POST /privacy/export': httpRoute({}, async ({ principal }) =>
    ok(await requestDataExport(signedInPrincipal(principal))),
  ),
  'GET /privacy/access-log': httpRoute({}, async ({ principal }) =>
    ok(await ownAccessLog(signedInPrincipal(principal))),
  ),
  'GET /admin/access-log': httpRoute({}, async ({ principal, query }) =>
    ok(await auditAccessLog(signedInPrincipal(principal), query)),
  ),
});
