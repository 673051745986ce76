import { applicationListQuerySchema, applicationStatusSchema, applySchema } from '../../shared/jobs/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { created, ok } from '../platform/http/types';
import * as applications from './service';

export const handler = httpRoutes({
  'POST /applications': httpRoute({ body: applySchema }, async ({ body, principal }) =>
    created(await applications.apply(signedInPrincipal(principal), body)),
  ),
  'GET /candidates/applications': httpRoute({}, async ({ principal }) =>
    ok(await applications.listOwnApplications(signedInPrincipal(principal))),
  ),
  'GET /applications': httpRoute({}, async ({ principal, query }) =>
    ok(
      await applications.listApplications(
        signedInPrincipal(principal),
        parseQuery(query, applicationListQuerySchema),
      ),
    ),
  ),
  'PUT /applications/{id}': httpRoute(
    { body: applicationStatusSchema },
    async ({ body, principal, pathParameters }) =>
      ok(await applications.changeStatus(signedInPrincipal(principal), pathParameters.id ?? '', body.status)),
  ),
});
