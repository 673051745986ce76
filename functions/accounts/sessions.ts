import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API_BASE_PATH } from '../../shared/api/envelope';
import type { Session } from '../../shared/auth/user';
import { refreshFamilies, refreshTokens } from '../model/account-credentials';
import { findUserById, identity, toUser, type UserRecord } from '../model/accounts';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from '../platform/auth/tokens';
import { isConditionFailure, SignInRequiredError } from './errors';

export const REFRESH_COOKIE = 'jm_refresh';
const REMEMBERED_DAYS = 30;
const SESSION_HOURS = 12;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The refresh cookie: HttpOnly (scripts never see it), Secure, SameSite=Strict, and sent only to the
 * account endpoints. Without "remember me" it is a browser-session cookie.
 */
function refreshCookie(token: string, maxAgeSeconds?: number): string {
  const parts = [
    `${REFRESH_COOKIE}=${token}`,
    `Path=${API_BASE_PATH}/auth`,
    'HttpOnly',
    'Secure',
    'SameSite=Strict',
  ];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  return parts.join('; ');
}

export const clearedRefreshCookie = () => refreshCookie('', 0);

export function refreshTokenFrom(cookies: string[] | undefined): string | undefined {
  for (const cookie of cookies ?? []) {
    const [name, ...value] = cookie.split('=');
    if (name?.trim() === REFRESH_COOKIE) return value.join('=').trim() || undefined;
  }
  return undefined;
}

export interface IssuedSession {
  session: Session;
  cookie: string;
}

async function issue(
  user: UserRecord,
  familyId: string,
  rememberMe: boolean,
  now: number,
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const lifeSeconds = rememberMe ? REMEMBERED_DAYS * 86_400 : SESSION_HOURS * 3600;
  await refreshTokens()
    .create({
      tokenHash: hashToken(token),
      userId: user.id,
      familyId,
      sessionVersion: user.sessionVersion,
      rememberMe,
      expiresAt: Math.floor(now / 1000) + lifeSeconds,
    })
    .go();
  const accessToken = await signAccessToken({
    userId: user.id,
    role: toUser(user).role,
    sessionVersion: user.sessionVersion,
    sessionId: familyId,
  });
  return {
    session: { accessToken, expiresIn: ACCESS_TOKEN_SECONDS, user: toUser(user) },
    cookie: refreshCookie(token, rememberMe ? lifeSeconds : undefined),
  };
}

/** Signs a person in: a new token family, an access token and the refresh cookie. */
export async function startSession(
  user: UserRecord,
  rememberMe: boolean,
  now = Date.now(),
): Promise<IssuedSession> {
  const familyId = randomUUID();
  await refreshFamilies()
    .create({
      familyId,
      userId: user.id,
      rememberMe,
      expiresAt: Math.floor(now / 1000) + REMEMBERED_DAYS * 86_400,
    })
    .go();
  return issue(user, familyId, rememberMe, now);
}

/**
 * Keeps one sign-in going across a session-version bump (an email change ends every other session): new
 * tokens of the same family, carrying the new version. Undefined when that sign-in is over.
 */
export async function renewSession(
  user: UserRecord,
  sessionId: string | undefined,
  now = Date.now(),
): Promise<IssuedSession | undefined> {
  if (!sessionId) return undefined;
  const { data: family } = await refreshFamilies().get({ familyId: sessionId }).go();
  if (!family || family.revokedAt || family.userId !== user.id) return undefined;
  return issue(user, sessionId, family.rememberMe ?? false, now);
}

/**
 * Ends one sign-in: its refresh family is revoked, and its id is written on the user record, which every
 * request reads, so the access tokens already given out stop working too. Ids older than an access
 * token's life are pruned: no token of theirs can still be alive.
 */
async function endFamily(familyId: string, userId: string, now: number): Promise<void> {
  await refreshFamilies().patch({ familyId }).set({ revokedAt: now }).go();
  const nowSeconds = Math.floor(now / 1000);
  const { data } = await identity()
    .entities.user.patch({ id: userId })
    .add({ endedSessions: [`${nowSeconds}.${familyId}`] })
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      // The account was deleted meanwhile: nothing of it can be used any more.
      if (isConditionFailure(error)) return { data: undefined };
      throw error;
    });
  const stale = (data?.endedSessions ?? []).filter(
    (entry) => Number(entry.slice(0, entry.indexOf('.'))) < nowSeconds - ACCESS_TOKEN_SECONDS,
  );
  if (stale.length > 0)
    await identity().entities.user.patch({ id: userId }).delete({ endedSessions: stale }).go();
}

/**
 * Exchanges a refresh token for a new one of the same family. A token presented after it was rotated
 * means someone replayed it: the whole family is revoked and both holders must sign in again.
 */
export async function rotateSession(token: string | undefined, now = Date.now()): Promise<IssuedSession> {
  if (!token) throw new SignInRequiredError();
  const tokenHash = hashToken(token);
  const { data: stored } = await refreshTokens().get({ tokenHash }).go();
  if (!stored || stored.expiresAt <= Math.floor(now / 1000)) throw new SignInRequiredError();

  if (stored.rotatedAt) {
    await endFamily(stored.familyId, stored.userId, now);
    throw new SignInRequiredError();
  }
  const [{ data: family }, user] = await Promise.all([
    refreshFamilies().get({ familyId: stored.familyId }).go(),
    findUserById(stored.userId),
  ]);
  if (!family || family.revokedAt || !user || user.sessionVersion !== stored.sessionVersion) {
    throw new SignInRequiredError();
  }
  try {
    await refreshTokens()
      .patch({ tokenHash })
      .set({ rotatedAt: now })
      .where(({ rotatedAt }, { notExists }) => notExists(rotatedAt))
      .go();
  } catch {
    // Another request rotated it a moment ago: this one loses, without revoking the family.
    throw new SignInRequiredError();
  }
  return issue(user, stored.familyId, stored.rememberMe, now);
}

/**
 * Signs out this sign-in (not the person's other devices): neither the refresh token nor anything rotated
 * from it works again, and neither do the access tokens it gave out.
 */
export async function endSession(token: string | undefined, now = Date.now()): Promise<void> {
  if (!token) return;
  const { data: stored } = await refreshTokens()
    .get({ tokenHash: hashToken(token) })
    .go();
  if (stored) await endFamily(stored.familyId, stored.userId, now);
}

/**
 * Signs the account out everywhere: the session version every access and refresh token carries moves on,
 * so none issued before works again, on any device (this one included).
 */
export async function endEverySession(userId: string): Promise<void> {
  await identity()
    .entities.user.patch({ id: userId })
    .add({ sessionVersion: 1 })
    .set({ updatedAt: new Date().toISOString() })
    .go();
}
