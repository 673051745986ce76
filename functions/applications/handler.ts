import { applicationNoteSchema } from '../../shared/employer/schemas';
import { CLOSURE_MESSAGES } from '../../shared/jobs/closure';
import { isEmployerStatus } from '../../shared/jobs/options';
import { applicationListQuerySchema, applicationStatusSchema, applySchema } from '../../shared/jobs/schemas';
import { WITHDRAWAL_MESSAGES } from '../../shared/jobs/withdrawal';
import { deferredSessionOf } from '../platform/auth/deferred-session';
import { signedInPrincipal } from '../platform/auth/principal';
import { ForbiddenError, ValidationError } from '../platform/errors';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { created, ok } from '../platform/http/types';
import { applicantProfile, applicantResume } from './applicant';
import { addNote, listNotes } from './notes';
import { openApplication } from './open';
import * as applications from './service';
import { withdrawApplication } from './withdrawal';

const id = (pathParameters: Record<string, string>) => pathParameters.id ?? '';

export const routes: RouteMap = {
  'POST /applications': httpRoute({ body: applySchema }, async ({ body, principal }) =>
    created(await applications.apply(signedInPrincipal(principal), body)),
  ),
  'GET /candidates/applications': httpRoute({}, async ({ principal }) =>
    ok(await applications.listOwnApplications(signedInPrincipal(principal))),
  ),
  'GET /applications': httpRoute({}, async ({ principal, query }) =>
    ok(
      await applications.listApplications(
        signedInPrincipal(principal),
        parseQuery(query, applicationListQuerySchema),
      ),
    ),
  ),
  // The spec's one call for both sides: a candidate withdraws their application, an approved employer
  // (or an admin) moves it; the route's audience admits exactly those.
  'PUT /applications/{id}': httpRoute(
    { body: applicationStatusSchema },
    async ({ body, principal, pathParameters }) => {
      const caller = signedInPrincipal(principal);
      if (caller.user.role === 'candidate')
        return ok(await withdrawApplication(caller, id(pathParameters), body));
      if (body.status === 'closed')
        throw new ValidationError(CLOSURE_MESSAGES.notSettable, { status: CLOSURE_MESSAGES.notSettable });
      if (!isEmployerStatus(body.status)) throw new ForbiddenError(WITHDRAWAL_MESSAGES.candidateOnly);
      return ok(await applications.changeStatus(caller, id(pathParameters), body.status));
    },
  ),
  'POST /applications/{id}/open': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await openApplication(signedInPrincipal(principal), id(pathParameters))),
  ),
  // The account is read with the application, the applicant's with the standing: 2 round trips (ADR 0017).
  'GET /applications/{id}/candidate': httpRoute({ deferAccount: true }, async ({ session, pathParameters }) =>
    ok(await applicantProfile(deferredSessionOf(session), id(pathParameters))),
  ),
  'GET /applications/{id}/resume': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await applicantResume(signedInPrincipal(principal), id(pathParameters))),
  ),
  'GET /applications/{id}/notes': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await listNotes(signedInPrincipal(principal), id(pathParameters))),
  ),
  'POST /applications/{id}/notes': httpRoute(
    { body: applicationNoteSchema },
    async ({ body, principal, pathParameters }) =>
      created(await addNote(signedInPrincipal(principal), id(pathParameters), body.text)),
  ),
};
