import type { OtpPurpose } from './schemas';
import type { Session, User } from './user';

/**
 * The account API (all under /api/v1). Bodies are JSON; answers wrap payloads in `data`. Sign-in and
 * sign-up also carry `success` and `message` beside `data` (spec section 7). The refresh token travels
 * only in an HttpOnly cookie scoped to /api/v1/auth; the access token is a bearer token.
 */
export const AUTH_API = {
  register: '/auth/secure-register', // POST RegisterBody -> 201 { success, data: Session, message }
  login: '/auth/secure-login', // POST LoginInput -> 200 { success, data: Session, message }; 401 INVALID_CREDENTIALS
  refresh: '/auth/refresh', // POST (cookie) -> 200 { data: Session }; 401 when missing, expired, reused or revoked
  logout: '/auth/logout', // POST (cookie, bearer optional) -> 200 { data: { signedOut: true } }
  forgotPassword: '/auth/forgot-password', // POST { email } -> 200 { data: CodeSent }, same answer for unknown emails
  resetPassword: '/auth/reset-password', // POST { token, password } -> 200 { data: { passwordReset: true } }
  sendVerificationOtp: '/auth/send-verification-otp', // POST body { email, password? } (or the spec's ?email) -> 200 { data: CodeSent }; 409 EMAIL_ALREADY_EXISTS; 422 a refused password
  verifyRegistrationOtp: '/auth/verify-registration-otp', // POST body { email, otp } (or ?email&otp) -> 200 { data: CodeVerified }
  sendPasswordResetOtp: '/auth/send-password-reset-otp', // POST body { email } (or ?email) -> 200 { data: CodeSent } (enumeration-safe)
  verifyPasswordResetOtp: '/auth/verify-password-reset-otp', // POST body { email, otp } (or ?email&otp) -> 200 { data: CodeVerified }
  otpGenerate: '/otp/generate', // POST { email, purpose } -> 200 { data: CodeSent }
  otpVerify: '/otp/verify', // POST { email, otp, purpose } -> 200 { data: CodeVerified }
  otpStatus: '/otp/status', // GET ?email&purpose -> 200 { data: CodeStatus }
  me: '/users/me', // GET -> { data: User }; PUT updateMeSchema -> { data: User }; DELETE { currentPassword }
  undoEmailChange: '/auth/email-change/undo', // POST { token } -> 200 { data: { email } }: the old address is back
  changePassword: '/auth/change-password', // POST { currentPassword, password } -> 200 { data: PasswordChanged }; 400 INVALID_PASSWORD; 422 a refused password
  signOutEverywhere: '/auth/sign-out-everywhere', // POST -> 200 { data: { signedOut: true } }: every session of the account ends
} as const;

export interface CodeSent {
  sent: true;
  /** Seconds until the code expires (600). */
  expiresInSeconds: number;
  /** Seconds until another code may be requested (60). */
  resendAfterSeconds: number;
}

export interface CodeVerified {
  verified: true;
  /**
   * A short-lived proof of what was verified: for REGISTRATION it goes into the sign-up body as
   * `verificationToken`; for PASSWORD_RESET it is the `token` of /auth/reset-password. None for EMAIL_CHANGE
   * (the change is applied at once).
   */
  token?: string;
  /**
   * EMAIL_CHANGE to a new address: the change ended every other session and renewed this one; the web app
   * keeps this session (a new refresh cookie comes with it).
   */
  session?: Session;
}

export interface PasswordChanged {
  passwordChanged: true;
  /** Every other sign-in ended; this one goes on with these tokens (a new refresh cookie comes with them). */
  session?: Session;
}

export interface CodeStatus {
  purpose: OtpPurpose;
  active: boolean;
  expiresAt: string | null;
  attemptsRemaining: number;
  resendAvailableAt: string | null;
}

// Apart, so a page that only tells the codes apart does not carry the endpoints (ADR 0004).
export { AUTH_ERROR_CODES } from './error-codes';

export type { Session, User };
