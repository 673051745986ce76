import type { SiteConfig } from '../../shared/jobs/types';
import { config } from '../platform/config';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { ok } from '../platform/http/types';

export const routes: RouteMap = {
  'GET /site/config': httpRoute({}, async () =>
    ok({ jobsLive: config.jobsLive, grievanceOfficer: config.grievanceOfficer } satisfies SiteConfig),
  ),
};
