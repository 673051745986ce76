import type { FunctionSpec, RouteSpec } from '../platform/contract';

const accountsApi: FunctionSpec = {
  name: 'accounts-api',
  entry: 'accounts/handler',
  access: { table: 'readwrite', mail: true, signingKey: true, events: true },
  // argon2id with 19 MiB is memory-hard by design; more memory also means a faster CPU share on Lambda.
  memoryMb: 1024,
};

export const accountRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/auth/secure-register',
    fn: accountsApi,
    audience: 'public',
    rateLimit: 'register',
  },
  { method: 'POST', path: '/auth/secure-login', fn: accountsApi, audience: 'public', rateLimit: 'signIn' },
  { method: 'POST', path: '/auth/refresh', fn: accountsApi, audience: 'public', rateLimit: 'refresh' },
  { method: 'POST', path: '/auth/logout', fn: accountsApi, audience: 'public' },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    fn: accountsApi,
    audience: 'public',
    rateLimit: 'codeSend',
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    fn: accountsApi,
    audience: 'public',
    rateLimit: 'passwordReset',
  },
  {
    method: 'POST',
    path: '/auth/send-verification-otp',
    fn: accountsApi,
    audience: 'public',
    rateLimit: 'codeSend',
  },
  {
    method: 'POST',
    path: '/auth/verify-registration-otp',
    fn: accountsApi,
    audience: 'public',
    rateLimit: 'codeVerify',
  },
  {
    method: 'POST',
    path: '/auth/send-password-reset-otp',
    fn: accountsApi,
    audience: 'public',
    rateLimit: 'codeSend',
  },
  {
    method: 'POST',
    path: '/auth/verify-password-reset-otp',
    fn: accountsApi,
    audience: 'public',
    rateLimit: 'codeVerify',
  },
  { method: 'POST', path: '/otp/generate', fn: accountsApi, audience: 'public', rateLimit: 'codeSend' },
  { method: 'POST', path: '/otp/verify', fn: accountsApi, audience: 'public', rateLimit: 'codeVerify' },
  { method: 'GET', path: '/otp/status', fn: accountsApi, audience: 'public', rateLimit: 'codeVerify' },
  { method: 'GET', path: '/users/me', fn: accountsApi, audience: 'authenticated' },
  { method: 'PUT', path: '/users/me', fn: accountsApi, audience: 'authenticated' },
  { method: 'DELETE', path: '/users/me', fn: accountsApi, audience: 'authenticated' },
];
