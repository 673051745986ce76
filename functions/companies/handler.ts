import { companyListQuerySchema } from '../../shared/jobs/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { ok } from '../platform/http/types';
import { readResponsiveness } from './responsiveness';
import { listCompanies, readCompany, readOwnCompany } from './service';

export const handler = httpRoutes({
  'GET /companies': httpRoute({}, async ({ query }) =>
    ok(await listCompanies(parseQuery(query, companyListQuerySchema))),
  ),
  'GET /companies/me': httpRoute({}, async ({ principal }) =>
    ok(await readOwnCompany(signedInPrincipal(principal))),
  ),
  'GET /companies/{id}': httpRoute({}, async ({ pathParameters }) =>
    ok(await readCompany(pathParameters.id ?? '')),
  ),
  'GET /companies/{id}/responsiveness': httpRoute({}, async ({ pathParameters }) =>
    ok(await readResponsiveness(pathParameters.id ?? '')),
  ),
});
