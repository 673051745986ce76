import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { findUserById, identity } from '../model/accounts';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, ValidationError } from '../platform/errors';
import { logger } from '../platform/logger';
import { isConditionFailure } from './errors';
import { mailPasswordChanged } from './mails';
import { requireAcceptablePassword } from './password-policy';
import { type IssuedSession, renewSession } from './sessions';
import { confirmCurrentPassword } from './sign-in';

/*
 * A change from the account settings: the current password first (a stolen access token must not be
 * enough, and a wrong one counts as a failed sign-in), the sign-up policy on the new one, then the session
 * version moves on, which ends every sign-in; this one is renewed at once, like an email change.
 */
export async function changePassword(
  principal: Principal,
  currentPassword: string,
  password: string,
): Promise<IssuedSession | undefined> {
  const { record } = principal;
  await confirmCurrentPassword(record, currentPassword);
  await requireAcceptablePassword(password, record.email);
  if (await verifyPassword(password, record.passwordHash)) {
    throw new ValidationError(AUTH_MESSAGES.passwordUnchanged, { password: AUTH_MESSAGES.passwordUnchanged });
  }
  if (!(await replacePassword(record, password, 'other'))) {
    // Another change (a reset, an email change, sign out everywhere) moved the account on meanwhile.
    throw new ConflictError(AUTH_MESSAGES.accountChangedMeanwhile);
  }
  const user = await findUserById(record.id);
  return user && renewSession(user, principal.sessionId);
}

/**
 * Sets a new password and ends every session (the session version moves on), only while the account is at
 * the version it was read at: false when another change got there first. Then mails the owner a notice
 * (`signedOut`: whether every device was signed out, or every other one).
 */
export async function replacePassword(
  user: { id: string; email: string; firstName: string; sessionVersion: number },
  password: string,
  signedOut: 'every' | 'other',
): Promise<boolean> {
  try {
    await identity()
      .entities.user.patch({ id: user.id })
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date().toISOString() })
      .add({ sessionVersion: 1 })
      .where(({ sessionVersion }, { eq }) => eq(sessionVersion, user.sessionVersion))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await mailPasswordChanged(user.email, user.firstName, signedOut).catch((error: unknown) =>
    logger.error('Password-changed notice not sent', error as Error),
  );
  return true;
}
