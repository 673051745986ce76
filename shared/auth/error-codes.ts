/** Error codes the account API sends beside the catalogue's status codes. */
export const AUTH_ERROR_CODES = {
  emailExists: 'EMAIL_ALREADY_EXISTS',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCode: 'INVALID_OTP', // details: { attemptsRemaining }
  codeExpired: 'OTP_EXPIRED',
  tooManyAttempts: 'OTP_ATTEMPTS_EXCEEDED',
  resendTooSoon: 'OTP_RESEND_COOLDOWN', // 429, details: { retryAfterSeconds }
  invalidToken: 'INVALID_TOKEN',
  wrongPassword: 'INVALID_PASSWORD',
  signInCodeRequired: 'SIGN_IN_CODE_REQUIRED', // 401: the password was right; a mailed code is needed too
  companyFixed: 'COMPANY_FIXED_AFTER_APPROVAL',
} as const;
