import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import type { CodeVerified } from '../../shared/auth/api';
import { AUTH_MESSAGES } from '../../shared/auth/schemas';
import { EmailAlreadyExistsError } from '../model/account-creation';
import { emailChanges, UNDO_PROOF_KIND, UNDO_SECONDS } from '../model/account-credentials';
import { findUserByEmail, findUserById, findUserWithMembership, identity } from '../model/accounts';
import { EMAIL_CHANGED, type EmailChangedDetail } from '../model/events';
import {
  accountChangeOnMembership,
  followingMembership,
  memberships,
  membershipToFollow,
} from '../model/memberships';
import { hashPassword } from '../platform/auth/passwords';
import type { Principal } from '../platform/auth/principal';
import { verifyProof } from '../platform/auth/tokens';
import { ConflictError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';
import { verifyCode } from './codes';
import { InvalidProofError, isConditionFailure } from './errors';
import { type IssuedSession, renewSession } from './sessions';
import { confirmCurrentPassword } from './sign-in';

/*
 * Changing the address is what a stolen access token would do to keep the account: it needs the current
 * password, it ends every other session, and the old address is mailed a single-use link that undoes it.
 */

/** Before mailing a code to a new address: the password first, so a token alone cannot probe addresses. */
export async function checkEmailChange(
  principal: Principal,
  email: string,
  currentPassword: string | undefined,
): Promise<void> {
  if (email === principal.record.email) return;
  await confirmCurrentPassword(principal.record, currentPassword);
  if (await findUserByEmail(email)) throw new EmailAlreadyExistsError();
}

/**
 * Confirms the new address's code and moves the account there. Verifying the account's own address
 * changes nothing and needs no password.
 */
export async function confirmEmailChange(
  principal: Principal,
  email: string,
  code: string,
  currentPassword: string | undefined,
): Promise<{ verified: CodeVerified; session?: IssuedSession }> {
  if (email === principal.record.email) {
    await verifyCode(email, 'EMAIL_CHANGE', code);
    return { verified: { verified: true } };
  }
  await confirmCurrentPassword(principal.record, currentPassword);
  await verifyCode(email, 'EMAIL_CHANGE', code);
  const changeId = await moveAddress(principal, email);
  try {
    await publishEvent(EMAIL_CHANGED, { changeId } satisfies EmailChangedDetail);
  } catch (error) {
    // The change stands; the log line lets an operator publish the notice again.
    logger.error('Email Changed event not published', { changeId, error: (error as Error).message });
  }
  const user = await findUserById(principal.record.id);
  const session = user && (await renewSession(user, principal.sessionId));
  return { verified: { verified: true, session: session?.session }, session };
}

/**
 * The undo record is written first (an address never moves without its way back), then one transaction
 * claims the new address, releases the old one and bumps the session version (every token of every
 * sign-in stops working).
 */
async function moveAddress(principal: Principal, email: string, now = Date.now()): Promise<string> {
  const { id, email: previous, sessionVersion } = principal.record;
  const at = new Date(now).toISOString();
  const changeId = randomUUID();
  await emailChanges()
    .create({
      id: changeId,
      userId: id,
      previousEmail: previous,
      newEmail: email,
      changedAt: now,
      expiresAt: Math.floor(now / 1000) + UNDO_SECONDS,
    })
    .go();
  // An employer's address is copied on their membership for the team list (ADR 0017): it moves with it.
  const membership = await membershipToFollow(principal.record, principal.membership);
  const { canceled } = await followingMembership(id, membership, (current) =>
    createWriteTransaction(
      {
        membership: memberships(),
        user: identity().entities.user,
        userEmail: identity().entities.userEmail,
      },
      (e) => [
        ...accountChangeOnMembership(e.membership, id, current, { email }),
        e.userEmail.delete({ email: previous }).commit(),
        e.userEmail.create({ email, userId: id }).commit(),
        e.user
          .patch({ id })
          .set({ email, emailVerifiedAt: at, updatedAt: at })
          .add({ sessionVersion: 1 })
          .where(
            (attributes, { eq }) =>
              `${eq(attributes.email, previous)} AND ${eq(attributes.sessionVersion, sessionVersion)}`,
          )
          .commit(),
      ],
    ).go(),
  );
  if (canceled) {
    await emailChanges().delete({ id: changeId }).go();
    throw new EmailAlreadyExistsError();
  }
  return changeId;
}

/**
 * The link mailed to the old address: puts that address back, ends every session and replaces the password
 * with a random one (whoever made the change knew it), so the owner sets a new one with a reset code mailed
 * to the restored address. Works once, and only until it expires.
 */
export async function undoEmailChange(token: string, now = Date.now()): Promise<{ email: string }> {
  const proof = await verifyProof(UNDO_PROOF_KIND, token);
  const { data: change } = proof ? await emailChanges().get({ id: proof.sub }).go() : { data: null };
  const { record: user, membership: read } = change
    ? await findUserWithMembership(change.userId)
    : { record: undefined, membership: null };
  if (!change || change.undoneAt || change.expiresAt <= Math.floor(now / 1000) || !user) {
    throw new InvalidProofError(AUTH_MESSAGES.undoLinkInvalid);
  }
  // Claimed first, so two clicks cannot both restore; given back if the restore does not happen.
  try {
    await emailChanges()
      .patch({ id: change.id })
      .set({ undoneAt: now })
      .where((attributes, { notExists }) => notExists(attributes.undoneAt))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new InvalidProofError(AUTH_MESSAGES.undoLinkInvalid);
    throw error;
  }
  const at = new Date(now).toISOString();
  const restoring = user.email !== change.previousEmail;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  // The membership's copy of the address goes back with it (ADR 0017).
  const membership = await membershipToFollow(user, read);
  const { canceled } = await followingMembership(user.id, membership, (current) =>
    createWriteTransaction(
      {
        membership: memberships(),
        user: identity().entities.user,
        userEmail: identity().entities.userEmail,
      },
      (e) => [
        ...accountChangeOnMembership(e.membership, user.id, current, { email: change.previousEmail }),
        ...(restoring
          ? [
              e.userEmail.delete({ email: user.email }).commit(),
              e.userEmail.create({ email: change.previousEmail, userId: user.id }).commit(),
            ]
          : []),
        e.user
          .patch({ id: user.id })
          .set({ email: change.previousEmail, passwordHash, updatedAt: at })
          .add({ sessionVersion: 1 })
          .where((attributes, { eq }) => eq(attributes.sessionVersion, user.sessionVersion))
          .commit(),
      ],
    ).go(),
  );
  if (canceled) {
    await emailChanges().patch({ id: change.id }).remove(['undoneAt']).go();
    throw new ConflictError(AUTH_MESSAGES.undoAddressTaken);
  }
  return { email: change.previousEmail };
}
