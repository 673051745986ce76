import { jobSearchQuerySchema } from '../../shared/jobs/schemas';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { ok } from '../platform/http/types';
import { searchJobs } from './service';

export const routes: RouteMap = {
  'GET /jobs/search': httpRoute({}, async ({ query }) =>
    ok(await searchJobs(parseQuery(query, jobSearchQuerySchema))),
  ),
};
