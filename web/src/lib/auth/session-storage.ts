import type { Role, Session, User } from '@shared/auth/user';

/**
 * Where the browser keeps the session between page loads (candidate-side.md section 4, Session): the user
 * and the access token in session storage and in local storage, read back in that order, and the
 * remember-me flag. The refresh token never appears here: it is an HttpOnly cookie.
 */
export const AUTH_STORAGE_KEYS = {
  user: 'jobmatch.auth.user',
  accessToken: 'jobmatch.auth.accessToken',
  /** Epoch milliseconds at which the access token runs out. */
  expiresAt: 'jobmatch.auth.expiresAt',
  rememberMe: 'jobmatch.auth.rememberMe',
} as const;

/** The part of the Web Storage API used here, so tests can pass a plain map. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredSession {
  user: User;
  accessToken: string;
  expiresAt: number;
}

const ROLES: readonly Role[] = ['candidate', 'employer', 'admin'];

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<User>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.firstName === 'string' &&
    typeof user.role === 'string' &&
    ROLES.includes(user.role)
  );
}

/** Storage can refuse (a full quota, a locked-down browser); the session then lives in memory only. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function readOne(store: StorageLike): StoredSession | null {
  return attempt(() => {
    const rawUser = store.getItem(AUTH_STORAGE_KEYS.user);
    const accessToken = store.getItem(AUTH_STORAGE_KEYS.accessToken);
    if (!rawUser || !accessToken) return null;
    const user: unknown = JSON.parse(rawUser);
    if (!isUser(user)) return null;
    const expiresAt = Number(store.getItem(AUTH_STORAGE_KEYS.expiresAt));
    // A token without a known expiry is treated as run out, so it is refreshed before use.
    return { user, accessToken, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0 };
  }, null);
}

/** The stored session: the first store (session storage, then local storage) that holds a whole one. */
export function readStoredSession(stores: readonly StorageLike[]): StoredSession | null {
  for (const store of stores) {
    const found = readOne(store);
    if (found) return found;
  }
  return null;
}

export function writeStoredSession(stores: readonly StorageLike[], session: StoredSession): void {
  for (const store of stores) {
    attempt(() => {
      store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(session.user));
      store.setItem(AUTH_STORAGE_KEYS.accessToken, session.accessToken);
      store.setItem(AUTH_STORAGE_KEYS.expiresAt, String(session.expiresAt));
    }, undefined);
  }
}

/** Replaces the stored user (a fresh GET /users/me) wherever a session is stored. */
export function writeStoredUser(stores: readonly StorageLike[], user: User): void {
  for (const store of stores) {
    attempt(() => {
      if (store.getItem(AUTH_STORAGE_KEYS.accessToken)) {
        store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
      }
    }, undefined);
  }
}

export function writeRememberMe(stores: readonly StorageLike[], rememberMe: boolean): void {
  for (const store of stores)
    attempt(() => store.setItem(AUTH_STORAGE_KEYS.rememberMe, String(rememberMe)), undefined);
}

export function readRememberMe(stores: readonly StorageLike[]): boolean {
  return stores.some((store) => attempt(() => store.getItem(AUTH_STORAGE_KEYS.rememberMe) === 'true', false));
}

/** Sign-out: every key, in every store. */
export function clearStoredSession(stores: readonly StorageLike[]): void {
  for (const store of stores) {
    for (const key of Object.values(AUTH_STORAGE_KEYS)) attempt(() => store.removeItem(key), undefined);
  }
}

/** An API session answer as it is kept: `expiresIn` seconds become an absolute time. */
export function toStoredSession(session: Session, now: number): StoredSession {
  return { user: session.user, accessToken: session.accessToken, expiresAt: now + session.expiresIn * 1000 };
}

/** The access token is renewed this long before it runs out. */
export const REFRESH_AHEAD_MS = 60_000;

/** Milliseconds until the token should be renewed (0: now). */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - REFRESH_AHEAD_MS - now);
}

/** Whether a stored token is (about to be) unusable: it is renewed before anything relies on it. */
export function needsRefresh(expiresAt: number, now: number): boolean {
  return refreshDelay(expiresAt, now) === 0;
}
