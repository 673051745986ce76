import { AUTH_ERROR_CODES } from '@shared/auth/api';
import { AUTH_MESSAGES } from '@shared/auth/messages';
import { isAppError } from '@/lib/app-error';

/** What the server says about a refused code, read from its error answer. */
export type CodeFailure =
  | { kind: 'wrong-code'; attemptsRemaining: number | null }
  | { kind: 'too-many-attempts'; message: string }
  | { kind: 'expired'; message: string }
  | { kind: 'cooldown'; retryAfterSeconds: number }
  | { kind: 'other'; message: string };

function numberIn(details: unknown, key: string): number | null {
  if (typeof details !== 'object' || details === null) return null;
  const value = (details as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Sorts a failed code call. `fallback` is the screen's own message for a failure the server did not
 * explain (no connection, an unexpected answer); a server message otherwise wins (spec section 8:
 * verification screens show the server message).
 */
export function readCodeFailure(error: unknown, fallback: string): CodeFailure {
  if (!isAppError(error)) return { kind: 'other', message: fallback };
  switch (error.code) {
    case AUTH_ERROR_CODES.invalidCode:
      return { kind: 'wrong-code', attemptsRemaining: numberIn(error.details, 'attemptsRemaining') };
    case AUTH_ERROR_CODES.tooManyAttempts:
      return { kind: 'too-many-attempts', message: AUTH_MESSAGES.tooManyAttempts };
    case AUTH_ERROR_CODES.codeExpired:
      return { kind: 'expired', message: AUTH_MESSAGES.codeExpired };
    case AUTH_ERROR_CODES.resendTooSoon:
      return {
        kind: 'cooldown',
        retryAfterSeconds: Math.max(1, numberIn(error.details, 'retryAfterSeconds') ?? 60),
      };
  }
  return { kind: 'other', message: error.status >= 400 ? error.message : fallback };
}

export function cooldownMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`;
}

export function attemptsRemainingMessage(remaining: number): string {
  return `${remaining} attempt${remaining === 1 ? '' : 's'} remaining`;
}
