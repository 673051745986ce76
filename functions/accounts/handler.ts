import type { $ZodType, output } from 'zod/v4/core';
import type { PasswordChanged } from '../../shared/auth/api';
import {
  type CodeCallBody,
  changePasswordSchema,
  codeCallBodySchema,
  deleteAccountSchema,
  emailCodeQuerySchema,
  emailQuerySchema,
  forgotPasswordSchema,
  loginSchema,
  otpGenerateSchema,
  otpStatusQuerySchema,
  otpVerifySchema,
  registerBodySchema,
  resetPasswordSchema,
  undoEmailChangeSchema,
  updateMeSchema,
} from '../../shared/auth/schemas';
import { membershipOf } from '../model/organisation-members';
import { authenticateIfPresent, signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { parseQuery } from '../platform/http/query';
import { ok, type Reply } from '../platform/http/types';
import { undoEmailChange } from './email-change';
import { changePassword } from './password-change';
import * as accounts from './service';
import {
  clearedRefreshCookie,
  endEverySession,
  endSession,
  type IssuedSession,
  refreshTokenFrom,
  rotateSession,
} from './sessions';
import { signIn } from './sign-in';

/** Sign-in and sign-up answer `success`, `data` and `message` (spec section 7). */
/**
 * A code call's address and code: from the JSON body, where the app sends them to keep them out of URLs
 * (and so out of access logs), else from the spec's query string; the body wins where both have one.
 */
function codeFields<S extends $ZodType>(
  query: Record<string, string>,
  body: CodeCallBody,
  schema: S,
): output<S> {
  const { email, otp } = body;
  return parseQuery(
    { ...query, ...(email === undefined ? {} : { email }), ...(otp === undefined ? {} : { otp }) },
    schema,
  );
}

const signedIn = ({ session, cookie }: IssuedSession, status: number, message: string): Reply => ({
  status,
  data: session,
  body: { success: true, data: session, message },
  cookies: [cookie],
});

export const routes: RouteMap = {
  'POST /auth/secure-register': httpRoute({ body: registerBodySchema }, async ({ body }) =>
    signedIn(await accounts.register(body), 201, 'Account created successfully'),
  ),
  'POST /auth/secure-login': httpRoute({ body: loginSchema }, async ({ body }) =>
    signedIn(await signIn(body), 200, 'Login successful'),
  ),
  'POST /auth/refresh': httpRoute({}, async ({ event }) => {
    const { session, cookie } = await rotateSession(refreshTokenFrom(event.cookies));
    return { status: 200, data: session, cookies: [cookie] };
  }),
  'POST /auth/logout': httpRoute({}, async ({ event }) => {
    await endSession(refreshTokenFrom(event.cookies));
    return { status: 200, data: { signedOut: true }, cookies: [clearedRefreshCookie()] };
  }),
  'POST /auth/forgot-password': httpRoute({ body: forgotPasswordSchema }, async ({ body }) =>
    ok(await accounts.sendPasswordResetCode(body.email)),
  ),
  'POST /auth/reset-password': httpRoute({ body: resetPasswordSchema }, async ({ body }) => {
    await accounts.resetPassword(body.token, body.password);
    return ok({ passwordReset: true });
  }),
  'POST /auth/send-verification-otp': httpRoute({ body: codeCallBodySchema }, async ({ body, query }) =>
    ok(await accounts.sendRegistrationCode(codeFields(query, body, emailQuerySchema).email, body.password)),
  ),
  'POST /auth/verify-registration-otp': httpRoute({ body: codeCallBodySchema }, async ({ body, query }) => {
    const { email, otp } = codeFields(query, body, emailCodeQuerySchema);
    return ok(await accounts.verifyRegistrationCode(email, otp));
  }),
  'POST /auth/send-password-reset-otp': httpRoute({ body: codeCallBodySchema }, async ({ body, query }) =>
    ok(await accounts.sendPasswordResetCode(codeFields(query, body, emailQuerySchema).email)),
  ),
  'POST /auth/verify-password-reset-otp': httpRoute({ body: codeCallBodySchema }, async ({ body, query }) => {
    const { email, otp } = codeFields(query, body, emailCodeQuerySchema);
    return ok(await accounts.verifyPasswordResetCode(email, otp));
  }),
  'POST /otp/generate': httpRoute({ body: otpGenerateSchema }, async ({ body, event }) =>
    ok(await accounts.generateCode(body, await authenticateIfPresent(event))),
  ),
  'POST /otp/verify': httpRoute({ body: otpVerifySchema }, async ({ body, event }) => {
    const { verified, session } = await accounts.verifyGenericCode(body, await authenticateIfPresent(event));
    return { status: 200, data: verified, cookies: session ? [session.cookie] : undefined };
  }),
  'GET /otp/status': httpRoute({}, async ({ query, principal }) => {
    const { email, purpose } = parseQuery(query, otpStatusQuerySchema);
    return ok(await accounts.codeStatusFor(signedInPrincipal(principal), email, purpose));
  }),
  'POST /auth/email-change/undo': httpRoute({ body: undoEmailChangeSchema }, async ({ body }) =>
    ok(await undoEmailChange(body.token)),
  ),
  // Every other sign-in ends; this one goes on with new tokens (their cookie goes with the answer).
  'POST /auth/change-password': httpRoute({ body: changePasswordSchema }, async ({ body, principal }) => {
    const renewed = await changePassword(signedInPrincipal(principal), body.currentPassword, body.password);
    const changed: PasswordChanged = { passwordChanged: true, session: renewed?.session };
    return {
      status: 200,
      data: changed,
      cookies: renewed ? [renewed.cookie] : undefined,
    };
  }),
  'POST /auth/sign-out-everywhere': httpRoute({}, async ({ principal }) => {
    await endEverySession(signedInPrincipal(principal).record.id);
    return { status: 200, data: { signedOut: true }, cookies: [clearedRefreshCookie()] };
  }),
  // The employer's organisation is read here, not kept in the token: it changes when they join or leave.
  'GET /users/me': httpRoute({}, async ({ principal }) => {
    const caller = signedInPrincipal(principal);
    const membership = caller.user.role === 'employer' ? await membershipOf(caller) : undefined;
    return ok({ ...caller.user, organizationId: membership?.organisationId ?? null });
  }),
  'DELETE /users/me': httpRoute({ body: deleteAccountSchema }, async ({ body, principal }) => {
    await accounts.deleteAccount(signedInPrincipal(principal), body.currentPassword);
    return { status: 200, data: { deleted: true }, cookies: [clearedRefreshCookie()] };
  }),
  'PUT /users/me': httpRoute({ body: updateMeSchema }, async ({ body, principal }) =>
    ok(await accounts.updateMe(signedInPrincipal(principal), body)),
  ),
};
