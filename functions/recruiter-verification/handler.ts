import {
  applicationListQuerySchema,
  approveSchema,
  documentUploadSchema,
  recruiterApplicationSchema,
  rejectSchema,
} from '../../shared/recruiters/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { created, ok } from '../platform/http/types';
import { dashboardFigures } from './dashboard';
import * as review from './review';
import { ownApplication } from './service';
import { submitAndAnnounce } from './submission';

const id = (pathParameters: Record<string, string>) => pathParameters.id ?? '';

export const routes: RouteMap = {
  'POST /recruiter/documents/upload-url': httpRoute(
    { body: documentUploadSchema },
    async ({ body, principal }) => {
      // The S3 client loads with the first upload ticket, not with the function's other routes.
      const { createDocumentTicket } = await import('../model/recruiter-documents');
      return ok(await createDocumentTicket(signedInPrincipal(principal).record.id, body));
    },
  ),
  'POST /recruiter/applications': httpRoute(
    { body: recruiterApplicationSchema },
    async ({ body, principal }) => created(await submitAndAnnounce(signedInPrincipal(principal), body)),
  ),
  'GET /recruiter/applications/me': httpRoute({}, async ({ principal }) =>
    ok(await ownApplication(signedInPrincipal(principal))),
  ),
  'GET /admin/dashboard': httpRoute({}, async () => ok(await dashboardFigures())),
  'GET /admin/recruiters/applications': httpRoute({}, async ({ query }) =>
    ok(await review.listApplications(parseQuery(query, applicationListQuerySchema))),
  ),
  'GET /admin/recruiters/applications/summary': httpRoute({}, async () => ok(await review.summary())),
  'POST /admin/recruiters/applications/{id}/approve': httpRoute(
    { body: approveSchema },
    async ({ body, principal, pathParameters }) =>
      ok(await review.approve(signedInPrincipal(principal), id(pathParameters), body.notes)),
  ),
  'POST /admin/recruiters/applications/{id}/reject': httpRoute(
    { body: rejectSchema },
    async ({ body, principal, pathParameters }) =>
      ok(await review.reject(signedInPrincipal(principal), id(pathParameters), body.reason)),
  ),
  'POST /admin/recruiters/applications/{id}/review': httpRoute({}, async ({ pathParameters }) =>
    ok(await review.markUnderReview(id(pathParameters))),
  ),
  'GET /admin/recruiters/applications/{id}/documents/{kind}': httpRoute(
    {},
    async ({ principal, pathParameters }) =>
      ok(
        await review.documentDownload(
          signedInPrincipal(principal),
          id(pathParameters),
          pathParameters.kind ?? '',
        ),
      ),
  ),
};
