import {
  guestPrivacyRequestSchema,
  privacyRequestConfirmationSchema,
  privacyRequestDecisionSchema,
  privacyRequestSchema,
} from '../../shared/privacy/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { created, ok } from '../platform/http/types';
import { auditAccessLog, ownAccessLog } from './access-log';
import { requestDataExport } from './export-request';
import {
  adminQueue,
  confirmGuestRequest,
  decideRequest,
  fileGuestRequest,
  fileRequest,
  myRequests,
} from './requests';
import { keepAccount } from './retention';

export const routes: RouteMap = {
  'POST /privacy/export': httpRoute({}, async ({ principal }) =>
    ok(await requestDataExport(signedInPrincipal(principal))),
  ),
  'GET /privacy/access-log': httpRoute({}, async ({ principal }) =>
    ok(await ownAccessLog(signedInPrincipal(principal))),
  ),
  'GET /admin/access-log': httpRoute({}, async ({ principal, query }) =>
    ok(await auditAccessLog(signedInPrincipal(principal), query)),
  ),
  'POST /privacy-requests': httpRoute({ body: privacyRequestSchema }, async ({ body, principal }) =>
    created(await fileRequest(signedInPrincipal(principal), body)),
  ),
  'GET /privacy-requests/mine': httpRoute({}, async ({ principal }) =>
    ok(await myRequests(signedInPrincipal(principal))),
  ),
  'POST /privacy-requests/guest': httpRoute({ body: guestPrivacyRequestSchema }, async ({ body }) =>
    ok(await fileGuestRequest(body)),
  ),
  'POST /privacy-requests/confirmation': httpRoute(
    { body: privacyRequestConfirmationSchema },
    async ({ body }) => ok(await confirmGuestRequest(body.token)),
  ),
  'GET /admin/privacy-requests': httpRoute({}, async ({ query }) =>
    ok(await adminQueue(query.queue === 'closed' ? 'closed' : 'open')),
  ),
  'POST /admin/privacy-requests/{id}/status': httpRoute(
    { body: privacyRequestDecisionSchema },
    async ({ body, pathParameters }) => ok(await decideRequest(pathParameters.id as string, body)),
  ),
  'POST /account-retention/keep': httpRoute({ body: privacyRequestConfirmationSchema }, async ({ body }) =>
    ok(await keepAccount(body.token)),
  ),
};
