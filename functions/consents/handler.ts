import {
  consentChangeSchema,
  consentPurposeSchema,
  guardianConfirmSchema,
  guardianResendSchema,
} from '../../shared/privacy/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { changeConsent, confirmGuardian, readConsents, resendGuardianMail } from './service';

/** The purpose named in the path: the route guard let only the notice's purposes through (path-params.ts). */
const purposeOf = (pathParameters: Record<string, string>) =>
  consentPurposeSchema.parse(pathParameters.purpose);

export const routes: RouteMap = {
  'GET /privacy/consents': httpRoute({}, async ({ principal }) =>
    ok(await readConsents(signedInPrincipal(principal))),
  ),
  'PUT /privacy/consents/{purpose}': httpRoute(
    { body: consentChangeSchema },
    async ({ body, principal, pathParameters }) =>
      ok(await changeConsent(signedInPrincipal(principal), purposeOf(pathParameters), body.given)),
  ),
  'POST /privacy/guardian-consent': httpRoute({ body: guardianConfirmSchema }, async ({ body }) =>
    ok(await confirmGuardian(body.token)),
  ),
  'POST /privacy/guardian-consent/resend': httpRoute(
    { body: guardianResendSchema },
    async ({ body, principal }) =>
      ok(await resendGuardianMail(signedInPrincipal(principal), body.guardianEmail)),
  ),
};
