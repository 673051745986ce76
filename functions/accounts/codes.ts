import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodeSent, CodeStatus } from '../../shared/auth/api';
import type { OtpPurpose } from '../../shared/auth/schemas';
import { CODES } from '../../shared/constants';
import { type CodePurpose, oneTimeCodes } from '../model/account-credentials';
import { derivedKey } from '../platform/auth/secret';
import { consumeRateLimit } from '../platform/rate-limit';
import {
  CodeExpiredError,
  InvalidCodeError,
  isConditionFailure,
  ResendTooSoonError,
  TooManyAttemptsError,
} from './errors';
import { mailCode } from './mails';

const LIFE_SECONDS = CODES.expiryMinutes * 60;
const COOLDOWN_MS = CODES.resendCooldownSeconds * 1000;

/** The answer to a code request: what every fresh code's life and cooldown are. */
export const CODE_SENT: CodeSent = {
  sent: true,
  expiresInSeconds: LIFE_SECONDS,
  resendAfterSeconds: CODES.resendCooldownSeconds,
};

/** Binds a code to its address and purpose: a registration code can never reset a password. */
async function codeHash(email: string, purpose: CodePurpose, code: string): Promise<string> {
  return createHmac('sha256', await derivedKey('one-time-code'))
    .update(`${purpose}\n${email}\n${code}`)
    .digest('base64url');
}

/**
 * Makes a fresh six-digit code from a CSPRNG and stores only its HMAC. The write itself enforces the 60 s
 * cooldown, so two requests at once cannot both send.
 */
export async function issueCode(
  email: string,
  purpose: CodePurpose,
  now = Date.now(),
): Promise<{ code: string; sent: CodeSent }> {
  const code = String(randomInt(0, 10 ** CODES.length)).padStart(CODES.length, '0');
  try {
    await oneTimeCodes()
      .put({
        email,
        purpose,
        codeHash: await codeHash(email, purpose, code),
        sentAt: now,
        attempts: 0,
        expiresAt: Math.floor(now / 1000) + LIFE_SECONDS,
      })
      .where(({ sentAt }, { notExists, lte }) => `${notExists(sentAt)} OR ${lte(sentAt, now - COOLDOWN_MS)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await oneTimeCodes().get({ email, purpose }).go();
    const waitMs = (data?.sentAt ?? now) + COOLDOWN_MS - now;
    throw new ResendTooSoonError(Math.max(1, Math.ceil(waitMs / 1000)));
  }
  return { code, sent: CODE_SENT };
}

/** Counts the request against the address's budget, then makes and mails a code. */
export async function sendCode(email: string, purpose: CodePurpose): Promise<CodeSent> {
  await consumeRateLimit('codeSendPerAccount', email);
  const { code, sent } = await issueCode(email, purpose);
  await mailCode(email, purpose, code);
  return sent;
}

/**
 * Checks a code. The attempt is counted before the comparison in one conditional write, so concurrent
 * guesses cannot exceed the limit; a matching code is consumed by a second conditional write, so it works
 * once. Unknown addresses answer like a wrong code.
 */
export async function verifyCode(
  email: string,
  purpose: CodePurpose,
  code: string,
  now = Date.now(),
): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  let attempts: number;
  try {
    const { data } = await oneTimeCodes()
      .patch({ email, purpose })
      .add({ attempts: 1 })
      .where(
        ({ attempts, consumedAt, expiresAt }, { lt, gt, notExists }) =>
          `${lt(attempts, CODES.maxAttempts as number)} AND ${notExists(consumedAt)} AND ${gt(expiresAt, nowSeconds)}`,
      )
      .go({ response: 'all_new' });
    attempts = data.attempts ?? CODES.maxAttempts;
    if (
      !timingSafeEqual(Buffer.from(data.codeHash ?? ''), Buffer.from(await codeHash(email, purpose, code)))
    ) {
      const remaining = CODES.maxAttempts - attempts;
      throw remaining > 0 ? new InvalidCodeError(remaining) : new TooManyAttemptsError();
    }
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await oneTimeCodes().get({ email, purpose }).go();
    if (!data || data.consumedAt) throw new InvalidCodeError(0);
    if (data.expiresAt <= nowSeconds) throw new CodeExpiredError();
    throw new TooManyAttemptsError();
  }
  try {
    await oneTimeCodes()
      .patch({ email, purpose })
      .set({ consumedAt: now })
      .where(({ consumedAt }, { notExists }) => notExists(consumedAt))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new InvalidCodeError(0);
    throw error;
  }
}

export async function codeStatus(email: string, purpose: OtpPurpose, now = Date.now()): Promise<CodeStatus> {
  const { data } = await oneTimeCodes().get({ email, purpose }).go();
  const active = Boolean(data && !data.consumedAt && data.expiresAt > Math.floor(now / 1000));
  return {
    purpose,
    active,
    expiresAt: active && data ? new Date(data.expiresAt * 1000).toISOString() : null,
    attemptsRemaining: active && data ? Math.max(0, CODES.maxAttempts - data.attempts) : 0,
    resendAvailableAt: data ? new Date(Math.max(now, data.sentAt + COOLDOWN_MS)).toISOString() : null,
  };
}
