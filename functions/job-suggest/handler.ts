import { jobSuggestQuerySchema } from '../../shared/job-suggest/schemas';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { suggestJobs } from './service';

export const routes: RouteMap = {
  'GET /jobs/suggest': httpRoute({}, async ({ query }) => ({
    status: 200,
    data: await suggestJobs(parseQuery(query, jobSuggestQuerySchema).q),
    // The same answer for everyone (no personal data): a browser may keep it while a person types on.
    headers: { 'cache-control': 'public, max-age=60' },
  })),
};
