import { candidateSearchQuerySchema } from '../../shared/candidates/reach';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { ok } from '../platform/http/types';
import { openContact, openResume } from './reach';
import { searchCandidates } from './search';

const id = (pathParameters: Record<string, string>) => pathParameters.id ?? '';

export const routes: RouteMap = {
  'GET /candidate-search': httpRoute({}, async ({ query }) =>
    ok(await searchCandidates(parseQuery(query, candidateSearchQuerySchema))),
  ),
  'POST /candidates/{id}/contact': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await openContact(signedInPrincipal(principal), id(pathParameters))),
  ),
  'POST /candidates/{id}/resume': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await openResume(signedInPrincipal(principal), id(pathParameters))),
  ),
};
