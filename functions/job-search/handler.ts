import { jobSearchQuerySchema } from '../../shared/jobs/schemas';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { ok } from '../platform/http/types';
import { searchJobs } from './service';

export const handler = httpRoutes({
  'GET /jobs/search': httpRoute({}, async ({ query }) =>
    ok(await searchJobs(parseQuery(query, jobSearchQuerySchema))),
  ),
});
