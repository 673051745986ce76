import type { CodeSent } from '@shared/auth/api';
import { AUTH_MESSAGES } from '@shared/auth/messages';
import { CODES } from '@shared/constants';
import { useState } from 'react';
import { emptyDigits, isComplete, joinDigits } from '@/components/ui/code-entry';
import { type AttemptsState, afterWrongCode, attemptsLeft, FRESH_ATTEMPTS } from './code-attempts';
import { cooldownMessage, readCodeFailure } from './code-errors';
import { useCountdown } from './use-countdown';

export interface CodeChallengeOptions {
  /** Requests a new code for the same email and purpose. */
  resend: () => Promise<CodeSent>;
  /** Checks the code; throws the server's refusal. */
  verify: (code: string) => Promise<void>;
  /** Seconds before a resend is offered, counted from when the first code was sent; 0 offers it at once. */
  resendAfterSeconds: number;
  /** Seconds before the next resend after a successful one (defaults to `resendAfterSeconds`). */
  nextResendAfter?: (sent: CodeSent) => number;
  /** The screen's own cap on wrong codes (sign-up: 3); without one the server's count applies. */
  maxAttempts?: number;
  messages: { verifyFailed: string; resendFailed: string };
}

export interface CodeChallenge {
  digits: string[];
  setDigits: (digits: string[]) => void;
  /** Changes whenever the boxes were cleared from outside; used as the code entry's key so focus returns. */
  round: number;
  submit: (code?: string) => Promise<void>;
  resend: () => Promise<void>;
  error: string | null;
  attemptsRemaining: number | null;
  notice: string | null;
  locked: boolean;
  verifying: boolean;
  resending: boolean;
  secondsLeft: number;
  canResend: boolean;
}

/**
 * The code step shared by sign-up, password reset and email verification: the boxes, submit and its
 * attempt count, the lock, the resend countdown and the messages (candidate-side.md sections 4 and 8).
 */
export function useCodeChallenge(options: CodeChallengeOptions): CodeChallenge {
  const { maxAttempts, messages } = options;
  const [digits, setDigits] = useState(() => emptyDigits(CODES.length));
  const [round, setRound] = useState(0);
  const [attempts, setAttempts] = useState<AttemptsState>(FRESH_ATTEMPTS);
  const [serverLock, setServerLock] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attemptsRemaining, setAttemptsRemaining] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  // The server refused a resend as too soon: the countdown now shows its wait, even on a locked screen.
  const [cooldownHit, setCooldownHit] = useState(false);
  const countdown = useCountdown(options.resendAfterSeconds);

  const locked = attempts.locked || serverLock;

  const clearBoxes = () => {
    setDigits(emptyDigits(CODES.length));
    setRound((value) => value + 1);
  };

  const submit = async (code = joinDigits(digits)) => {
    if (verifying || locked) return;
    setNotice(null);
    if (!isComplete(code.split(''))) {
      setError(AUTH_MESSAGES.codeInvalid);
      setAttemptsRemaining(null);
      return;
    }
    setVerifying(true);
    setError(null);
    setAttemptsRemaining(null);
    try {
      await options.verify(code);
    } catch (failure) {
      const reason = readCodeFailure(failure, messages.verifyFailed);
      if (reason.kind === 'wrong-code') {
        const next = afterWrongCode(attempts, maxAttempts);
        setAttempts(next);
        if (next.locked) {
          setError(AUTH_MESSAGES.tooManyAttempts);
        } else {
          setError(AUTH_MESSAGES.invalidCode);
          const left = attemptsLeft(next, maxAttempts, reason.attemptsRemaining);
          setAttemptsRemaining(left);
          if (left === 0) setServerLock(true);
        }
      } else if (reason.kind === 'too-many-attempts' || reason.kind === 'expired') {
        setServerLock(true);
        setError(reason.message);
      } else if (reason.kind === 'cooldown') {
        setError(cooldownMessage(reason.retryAfterSeconds));
      } else {
        setError(reason.message);
      }
      clearBoxes();
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    if (resending) return;
    setResending(true);
    setNotice(null);
    try {
      const sent = await options.resend();
      // A new code: new digits, a new countdown and a fresh attempt count.
      setAttempts(FRESH_ATTEMPTS);
      setServerLock(false);
      setCooldownHit(false);
      setError(null);
      setAttemptsRemaining(null);
      clearBoxes();
      countdown.restart(options.nextResendAfter?.(sent) ?? options.resendAfterSeconds);
      setNotice('A new code is on its way. Check your inbox.');
    } catch (failure) {
      const reason = readCodeFailure(failure, messages.resendFailed);
      if (reason.kind === 'cooldown') {
        countdown.restart(reason.retryAfterSeconds);
        setCooldownHit(true);
        setError(cooldownMessage(reason.retryAfterSeconds));
      } else {
        setError(reason.kind === 'other' ? reason.message : messages.resendFailed);
      }
    } finally {
      setResending(false);
    }
  };

  return {
    digits,
    setDigits,
    round,
    submit,
    resend,
    error,
    attemptsRemaining,
    notice,
    locked,
    verifying,
    resending,
    secondsLeft: countdown.secondsLeft,
    // A locked screen offers a new code at once: waiting out the countdown would leave nothing to do.
    canResend: countdown.secondsLeft === 0 || (locked && !cooldownHit),
  };
}
