import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { listSavedJobs, saveJob, unsaveJob } from './service';

export const routes: RouteMap = {
  'GET /candidates/saved-jobs': httpRoute({}, async ({ principal }) =>
    ok(await listSavedJobs(signedInPrincipal(principal))),
  ),
  'POST /candidates/saved-jobs/{id}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await saveJob(signedInPrincipal(principal), pathParameters.id ?? '')),
  ),
  'DELETE /candidates/saved-jobs/{id}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await unsaveJob(signedInPrincipal(principal), pathParameters.id ?? '')),
  ),
};
