// Boundary: the code screens' rules (pure): counting attempts, the lock, and reading the server's refusals.
import { AUTH_MESSAGES } from '@shared/auth/schemas';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { afterWrongCode, attemptsLeft, FRESH_ATTEMPTS } from './code-attempts';
import { cooldownMessage, readCodeFailure } from './code-errors';

describe('sign-up attempts', () => {
  it('locks after the third wrong code and starts over with a new code', () => {
    let state = FRESH_ATTEMPTS;
    state = afterWrongCode(state, 3);
    expect(state).toEqual({ attempts: 1, locked: false });
    expect(attemptsLeft(state, 3, null)).toBe(2);
    state = afterWrongCode(afterWrongCode(state, 3), 3);
    expect(state).toEqual({ attempts: 3, locked: true });
    expect(attemptsLeft(state, 3, 2)).toBe(0);
    expect(FRESH_ATTEMPTS).toEqual({ attempts: 0, locked: false });
  });

  it('leaves the counting to the server when the screen has no cap', () => {
    const state = afterWrongCode(FRESH_ATTEMPTS, undefined);
    expect(state.locked).toBe(false);
    expect(attemptsLeft(state, undefined, 4)).toBe(4);
    expect(attemptsLeft(state, undefined, null)).toBeNull();
  });
});

describe('readCodeFailure', () => {
  const error = (status: number, code: string, message: string, details?: unknown) =>
    new AppError({ status, code, message, details });

  it('reads a wrong code and the attempts the server has left', () => {
    expect(readCodeFailure(error(400, 'INVALID_OTP', 'Invalid code', { attemptsRemaining: 3 }), 'x')).toEqual(
      {
        kind: 'wrong-code',
        attemptsRemaining: 3,
      },
    );
    expect(readCodeFailure(error(400, 'INVALID_OTP', 'Invalid code'), 'x')).toEqual({
      kind: 'wrong-code',
      attemptsRemaining: null,
    });
  });

  it('reads exhausted, expired and too-soon answers', () => {
    expect(readCodeFailure(error(400, 'OTP_ATTEMPTS_EXCEEDED', 'Too many'), 'x')).toEqual({
      kind: 'too-many-attempts',
      message: AUTH_MESSAGES.tooManyAttempts,
    });
    expect(readCodeFailure(error(400, 'OTP_EXPIRED', 'Expired'), 'x').kind).toBe('expired');
    expect(
      readCodeFailure(error(429, 'OTP_RESEND_COOLDOWN', 'Wait', { retryAfterSeconds: 42 }), 'x'),
    ).toEqual({
      kind: 'cooldown',
      retryAfterSeconds: 42,
    });
    expect(cooldownMessage(42)).toBe('Please wait 42 seconds before requesting a new code.');
  });

  it("shows the server's message, or the screen's own when no server answered", () => {
    expect(
      readCodeFailure(error(400, 'BAD_REQUEST', 'Please enter a valid email address'), 'Failed'),
    ).toEqual({
      kind: 'other',
      message: 'Please enter a valid email address',
    });
    expect(readCodeFailure(error(0, 'CORS_ERROR', 'Unable to connect'), 'Failed to send OTP')).toEqual({
      kind: 'other',
      message: 'Failed to send OTP',
    });
    expect(readCodeFailure(new Error('boom'), 'Failed to verify OTP')).toEqual({
      kind: 'other',
      message: 'Failed to verify OTP',
    });
  });
});
