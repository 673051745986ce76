import type { SiteConfig } from '../../shared/jobs/types';
import { config } from '../platform/config';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { ok } from '../platform/http/types';

export const handler = httpRoutes({
  'GET /site/config': httpRoute({}, async () =>
    ok({ jobsLive: config.jobsLive, grievanceOfficer: config.grievanceOfficer } satisfies SiteConfig),
  ),
});
