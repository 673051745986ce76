import { adminJobsQuerySchema } from '../../shared/jobs/admin-filters';
import { jobModerationSchema } from '../../shared/jobs/moderation';
import {
  jobReportSchema,
  postingSuspensionSchema,
  reportDecisionSchema,
} from '../../shared/jobs/report-schemas';
import {
  confirmationLinkSchema,
  jobInputSchema,
  jobStatusSchema,
  pageQuerySchema,
} from '../../shared/jobs/schemas';
import { authenticateIfPresent, signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { created, ok } from '../platform/http/types';
import { moderateJob } from './moderation';
import { liftPosting, myPostingStanding, suspendPosting } from './posting-standing';
import { confirmJob, followConfirmationLink } from './reconfirmation';
import { decideReports } from './report-decision';
import { reportQueue } from './report-queue';
import { myReport, reportJob } from './reports';
import * as jobs from './service';

const id = (pathParameters: Record<string, string>) => pathParameters.id ?? '';

export const routes: RouteMap = {
  'POST /jobs': httpRoute({ body: jobInputSchema }, async ({ body, principal }) =>
    created(await jobs.createJob(signedInPrincipal(principal), body)),
  ),
  'PUT /jobs/{id}': httpRoute({ body: jobInputSchema }, async ({ body, principal, pathParameters }) =>
    ok(await jobs.updateJob(signedInPrincipal(principal), id(pathParameters), body)),
  ),
  'PUT /jobs/{id}/status': httpRoute({ body: jobStatusSchema }, async ({ body, principal, pathParameters }) =>
    ok(await jobs.setJobActive(signedInPrincipal(principal), id(pathParameters), body.isActive)),
  ),
  'DELETE /jobs/{id}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await jobs.deleteJob(signedInPrincipal(principal), id(pathParameters))),
  ),
  'GET /jobs/{id}': httpRoute({}, async ({ event, pathParameters }) =>
    ok(await jobs.readJob(id(pathParameters), () => authenticateIfPresent(event))),
  ),
  'POST /jobs/{id}/reports': httpRoute(
    { body: jobReportSchema },
    async ({ body, principal, pathParameters }) =>
      created(await reportJob(signedInPrincipal(principal), id(pathParameters), body)),
  ),
  'GET /jobs/{id}/reports/mine': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await myReport(signedInPrincipal(principal), id(pathParameters))),
  ),
  'GET /jobs/posting-standing': httpRoute({}, async ({ principal }) =>
    ok(await myPostingStanding(signedInPrincipal(principal))),
  ),
  // Public, but a signed-in member of the company's organisation (or an admin) also sees closed posts.
  'GET /jobs/company/{companyId}': httpRoute({}, async ({ event, query, pathParameters }) => {
    const { page, size } = parseQuery(query, pageQuerySchema);
    const principal = await authenticateIfPresent(event);
    return ok(await jobs.listCompanyJobs(principal, pathParameters.companyId ?? '', page, size));
  }),
  'GET /admin/jobs': httpRoute({}, async ({ query }) =>
    ok(await jobs.listAllJobs(parseQuery(query, adminJobsQuerySchema))),
  ),
  'POST /admin/jobs/{id}/moderation': httpRoute(
    { body: jobModerationSchema },
    async ({ body, principal, pathParameters }) =>
      ok(await moderateJob(signedInPrincipal(principal), id(pathParameters), body)),
  ),
  'GET /admin/job-reports': httpRoute({}, async () => ok(await reportQueue())),
  'POST /admin/job-reports/{id}/decision': httpRoute(
    { body: reportDecisionSchema },
    async ({ body, principal, pathParameters }) =>
      ok(await decideReports(signedInPrincipal(principal), id(pathParameters), body)),
  ),
  'POST /admin/organizations/{orgId}/posting-suspension': httpRoute(
    { body: postingSuspensionSchema },
    async ({ body, principal, pathParameters }) =>
      ok(await suspendPosting(signedInPrincipal(principal), pathParameters.orgId ?? '', body.reason)),
  ),
  'DELETE /admin/organizations/{orgId}/posting-suspension': httpRoute({}, async ({ pathParameters }) =>
    ok(await liftPosting(pathParameters.orgId ?? '')),
  ),
  'POST /jobs/{id}/confirmation': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await confirmJob(signedInPrincipal(principal), id(pathParameters))),
  ),
  'POST /job-confirmations': httpRoute({ body: confirmationLinkSchema }, async ({ body }) =>
    ok(await followConfirmationLink(body.token)),
  ),
};
