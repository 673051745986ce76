import type { LoginInput } from '../../shared/auth/schemas';
import { findUserByEmail, type UserRecord } from '../model/accounts';
import { noteActivity } from '../platform/auth/activity';
import { verifyAgainstDecoy, verifyPassword } from '../platform/auth/passwords';
import { RATE_LIMITS } from '../platform/contract';
import { RateLimitError } from '../platform/errors';
import { consumeRateLimit, isRateLimited } from '../platform/rate-limit';
import { sendCode, verifyCode } from './codes';
import {
  InvalidCredentialsError,
  ResendTooSoonError,
  SignInCodeRequiredError,
  WrongPasswordError,
} from './errors';
import { type IssuedSession, startSession } from './sessions';

/*
 * Wrong passwords are counted per account (the `signInPerAccount` budget counts failures only), not
 * attempts: past the budget the right password still signs in, with a code mailed to the address as a
 * second step, so nobody can lock an owner out by failing on purpose. The per-address (IP) limit on the
 * route is what bounds guessing.
 */

async function recordFailure(email: string): Promise<void> {
  try {
    await consumeRateLimit('signInPerAccount', email);
  } catch (error) {
    // Past the budget the failure is still counted; the answer stays "wrong password".
    if (!(error instanceof RateLimitError)) throw error;
  }
}

/** Mails a step-up code; one sent moments ago is still good, so a cooldown is no failure. */
async function sendStepUpCode(email: string): Promise<void> {
  try {
    await sendCode(email, 'SIGN_IN');
  } catch (error) {
    if (!(error instanceof ResendTooSoonError)) throw error;
  }
}

export async function signIn(input: LoginInput): Promise<IssuedSession> {
  const user = await findUserByEmail(input.email);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDecoy(input.password);
  if (!user || !valid) {
    await recordFailure(input.email);
    throw new InvalidCredentialsError();
  }
  if (await isRateLimited('signInPerAccount', input.email)) {
    if (!input.code) {
      await sendStepUpCode(user.email);
      throw new SignInCodeRequiredError();
    }
    await verifyCode(user.email, 'SIGN_IN', input.code);
  }
  const session = await startSession(user, input.rememberMe ?? false);
  // A sign-in is a use of the account: the retention clock starts again (ADR 0038).
  await noteActivity(user);
  return session;
}

/**
 * The signed-in person's password, asked again before what a stolen access token must not be enough for
 * (changing the address, deleting the account). A wrong one counts as a failed sign-in of the account.
 */
export async function confirmCurrentPassword(
  record: UserRecord,
  password: string | undefined,
): Promise<void> {
  // Past the failure budget a stolen token gets no more guesses here; the owner can still sign in.
  if (await isRateLimited('signInPerAccount', record.email))
    throw new RateLimitError(RATE_LIMITS.signInPerAccount.windowSeconds);
  if (password && (await verifyPassword(password, record.passwordHash))) return;
  await recordFailure(record.email);
  throw new WrongPasswordError();
}
