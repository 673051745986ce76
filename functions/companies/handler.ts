import * as z from 'zod/mini';
import { companyProfileSchema } from '../../shared/companies/profile';
import { companyListQuerySchema } from '../../shared/jobs/schemas';
import { rejectSchema } from '../../shared/recruiters/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { ok } from '../platform/http/types';
import { approveChange, listPendingChanges, rejectChange } from './identity-changes';
import { updateCompanyProfile } from './profile-edit';
import { readResponsiveness } from './responsiveness';
import { listCompanies, readCompany, readOwnCompany } from './service';

const logoTicketSchema = z.strictObject({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  fileSize: z.number().check(z.int(), z.minimum(0)),
});
const logoCompleteSchema = z.strictObject({
  fileKey: z.string().check(z.minLength(10), z.maxLength(300)),
});

// The logo's code (S3 presigning, sniffing) loads only for the logo routes: the directory and the company
// page, the function's busiest reads, start without it.
const logo = () => import('./logo');

export const routes: RouteMap = {
  'GET /companies': httpRoute({}, async ({ query }) =>
    ok(await listCompanies(parseQuery(query, companyListQuerySchema))),
  ),
  'GET /companies/me': httpRoute({}, async ({ principal }) =>
    ok(await readOwnCompany(signedInPrincipal(principal))),
  ),
  'PUT /companies/me': httpRoute({ body: companyProfileSchema }, async ({ principal, body }) =>
    ok(await updateCompanyProfile(signedInPrincipal(principal), body)),
  ),
  'POST /companies/me/logo/upload-url': httpRoute({ body: logoTicketSchema }, async ({ principal, body }) =>
    ok(await (await logo()).createLogoTicket(signedInPrincipal(principal), body)),
  ),
  'POST /companies/me/logo': httpRoute({ body: logoCompleteSchema }, async ({ principal, body }) =>
    ok(await (await logo()).completeLogoUpload(signedInPrincipal(principal), body.fileKey)),
  ),
  'GET /companies/{id}': httpRoute({}, async ({ pathParameters }) =>
    ok(await readCompany(pathParameters.id ?? '')),
  ),
  'GET /companies/{id}/logo': httpRoute({}, async ({ pathParameters }) => ({
    status: 302,
    data: null,
    // Browsers and the CDN may keep the redirect a few minutes; the presigned address lives fifteen.
    headers: {
      location: await (await logo()).logoLocation(pathParameters.id ?? ''),
      'cache-control': 'public, max-age=300',
    },
  })),
  'GET /companies/{id}/responsiveness': httpRoute({}, async ({ pathParameters }) =>
    ok(await readResponsiveness(pathParameters.id ?? '')),
  ),
  'GET /admin/company-changes': httpRoute({}, async () => ok(await listPendingChanges())),
  'POST /admin/company-changes/{id}/approve': httpRoute({}, async ({ pathParameters }) =>
    ok(await approveChange(pathParameters.id ?? '')),
  ),
  'POST /admin/company-changes/{id}/reject': httpRoute(
    { body: rejectSchema },
    async ({ pathParameters, body }) => ok(await rejectChange(pathParameters.id ?? '', body.reason)),
  ),
};
