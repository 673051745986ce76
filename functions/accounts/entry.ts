import { httpRoutes } from '../platform/http/dispatch';

// The routes' code loads with the first request that takes one of them (dispatch.ts).
const routes = () => import('./handler');

export const handler = httpRoutes({
  'POST /auth/secure-register': routes,
  'POST /auth/secure-login': routes,
  'POST /auth/refresh': routes,
  'POST /auth/logout': routes,
  'POST /auth/forgot-password': routes,
  'POST /auth/reset-password': routes,
  'POST /auth/send-verification-otp': routes,
  'POST /auth/verify-registration-otp': routes,
  'POST /auth/send-password-reset-otp': routes,
  'POST /auth/verify-password-reset-otp': routes,
  'POST /otp/generate': routes,
  'POST /otp/verify': routes,
  'GET /otp/status': routes,
  'POST /auth/email-change/undo': routes,
  'POST /auth/change-password': routes,
  'POST /auth/sign-out-everywhere': routes,
  'GET /users/me': routes,
  'DELETE /users/me': routes,
  'PUT /users/me': routes,
});
