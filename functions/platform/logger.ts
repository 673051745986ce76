import { Logger } from '@aws-lambda-powertools/logger';

/** Keys whose values never reach a log line (spec section 7: the logger masks these). */
const SENSITIVE_KEY =
  /^(password|passwd|token|accesstoken|access_token|refreshtoken|refresh_token|secret|key|apikey|authorization|cookie|cookies|session|otp|code)$/i;

function redact(key: string, value: unknown): unknown {
  if (key && SENSITIVE_KEY.test(key.replace(/[-\s]/g, ''))) return '[REDACTED]';
  return value;
}

/** The one logger of every function: structured JSON, sensitive values masked. */
export const logger = new Logger({
  serviceName: 'jobmatch',
  jsonReplacerFn: redact,
});

export const redactForLog = redact;
