import { EMAIL_CHANGED, PASSWORD_RESET_REQUESTED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const accountsApi: FunctionSpec = {
  name: 'accounts-api',
  entry: 'accounts/entry',
  access: { table: 'readwrite', mail: true, signingKey: true, events: true },
  // argon2id with 19 MiB is memory-hard by design; more memory also means a faster CPU share on Lambda.
  memoryMb: 1024,
  // Passwords are hashed by the native argon2 addon (platform/auth/passwords.ts).
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
  // Only about the caller's own address (ADR 0005).
  { method: 'GET', path: '/otp/status', fn: accountsApi, audience: 'authenticated', rateLimit: 'codeVerify' },
  {
    method: 'POST',
    path: '/auth/email-change/undo',
    fn: accountsApi,
    audience: 'public',
    rateLimit: 'passwordReset',
  },
  // Ask for the current password: the per-address limit bounds guessing it with a stolen token.
  {
    method: 'POST',
    path: '/auth/change-password',
    fn: accountsApi,
    audience: 'authenticated',
    rateLimit: 'signIn',
  },
  {
    method: 'POST',
    path: '/auth/sign-out-everywhere',
    fn: accountsApi,
    audience: 'authenticated',
    rateLimit: 'signIn',
  },
  { method: 'GET', path: '/users/me', fn: accountsApi, audience: 'authenticated' },
  { method: 'PUT', path: '/users/me', fn: accountsApi, audience: 'authenticated' },
  // Asks for the password: the per-address limit bounds guessing it with a stolen token.
  { method: 'DELETE', path: '/users/me', fn: accountsApi, audience: 'authenticated', rateLimit: 'signIn' },
];

const passwordResetMailer: FunctionSpec = {
  name: 'password-reset-mailer',
  entry: 'accounts/password-reset-mailer',
  // Looks the address up, stores the code's HMAC and mails the code.
  access: { table: 'readwrite', mail: true, signingKey: true },
};

const emailChangeNotifier: FunctionSpec = {
  name: 'email-change-notifier',
  entry: 'accounts/email-change-notice',
  // Claims the change's notice, signs the undo link (which needs the site's origin) and mails it.
  access: { table: 'readwrite', mail: true, signingKey: true, siteOrigin: true },
};

export const accountEventRules: EventRuleSpec[] = [
  {
    name: 'password-reset-requested',
    source: EVENT_SOURCE,
    detailType: PASSWORD_RESET_REQUESTED,
    fn: passwordResetMailer,
  },
  { name: 'email-changed', source: EVENT_SOURCE, detailType: EMAIL_CHANGED, fn: emailChangeNotifier },
];
