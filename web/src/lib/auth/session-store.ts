import type { Session, User } from '@shared/auth/user';
import { useSyncExternalStore } from 'react';
import { isAppError } from '@/lib/app-error';
import { onUnauthorized, setAccessTokenSource } from '@/lib/session-hooks';
import {
  AUTH_STORAGE_KEYS,
  clearStoredSession,
  needsRefresh,
  readStoredSession,
  refreshDelay,
  type StorageLike,
  type StoredSession,
  toStoredSession,
  writeRememberMe,
  writeStoredSession,
  writeStoredUser,
} from './session-storage';

/**
 * The signed-in session of this tab (candidate-side.md section 4, Session): loading while a stored session
 * is checked, then authenticated or not. The access token stays out of React state; the api-client reads
 * it through the token source registered here.
 */
export type AuthState =
  | { status: 'loading'; user: null }
  | {
      status: 'anonymous';
      user: null;
      /**
       * How the last session of this tab ended, until the login page has shown it: a guard sends a person
       * who signed out on its page home (`at` is that history entry's key), and tells one whose session
       * expired why they must sign in again.
       */
      ended: { reason: SessionEndReason; at?: string } | null;
    }
  | {
      status: 'authenticated';
      user: User;
      /** How this session began in this tab: the sign-up page holds its final screen only for 'signup'. */
      origin: 'restored' | 'login' | 'signup';
    };

/** Why a session ended: the person signed out, or the server refused it (expired, revoked). */
export type SessionEndReason = 'signed-out' | 'expired';

const LOADING: AuthState = { status: 'loading', user: null };
const ANONYMOUS: AuthState = { status: 'anonymous', user: null, ended: null };

/** What the login page says to someone whose session the server ended. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
const REFRESH_LOCK = 'jobmatch.auth.refresh';
/** After a refresh that could not reach the server, the next try. */
const RETRY_MS = 30_000;

let state: AuthState = LOADING;
let accessToken: string | null = null;
let expiresAt = 0;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshInFlight: Promise<string | null> | null = null;
const listeners = new Set<() => void>();
const endListeners = new Set<(reason: SessionEndReason) => void>();

function browserStores(): StorageLike[] {
  const stores: StorageLike[] = [];
  // Reading either property can throw where storage is disabled.
  try {
    stores.push(window.sessionStorage);
  } catch {}
  try {
    stores.push(window.localStorage);
  } catch {}
  return stores;
}

function sharedStore(): StorageLike[] {
  try {
    return [window.localStorage];
  } catch {
    return [];
  }
}

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

function schedule(delayMs: number): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void scheduledRefresh(), delayMs);
}

async function scheduledRefresh(): Promise<void> {
  if (state.status !== 'authenticated') return;
  try {
    const token = await refreshAccessToken();
    if (!token) endSession('expired');
  } catch {
    schedule(RETRY_MS);
  }
}

/** Keeps a session (from the server or from another tab) in memory and in both stores. */
function apply(session: StoredSession, origin: 'restored' | 'login' | 'signup' | 'refresh'): void {
  accessToken = session.accessToken;
  expiresAt = session.expiresAt;
  writeStoredSession(browserStores(), session);
  schedule(refreshDelay(expiresAt, Date.now()));
  if (origin === 'refresh') {
    // A renewed token changes nothing on screen unless the user record did.
    if (state.status === 'authenticated') {
      if (JSON.stringify(state.user) !== JSON.stringify(session.user))
        setState({ ...state, user: session.user });
      return;
    }
    setState({ status: 'authenticated', user: session.user, origin: 'restored' });
    return;
  }
  setState({ status: 'authenticated', user: session.user, origin });
}

async function exchangeRefreshToken(tokenBefore: string | null): Promise<string | null> {
  // Another tab may have renewed the shared session while this one waited for the lock: use its token
  // rather than spend the rotated cookie a second time (which the server treats as reuse).
  const shared = readStoredSession(sharedStore());
  if (shared && shared.accessToken !== tokenBefore && !needsRefresh(shared.expiresAt, Date.now())) {
    apply(shared, 'refresh');
    return shared.accessToken;
  }
  try {
    // Loaded on first use: a visitor's page never needs the api-client.
    const { refreshSession } = await import('./api/refresh-session');
    const session = await refreshSession();
    apply(toStoredSession(session, Date.now()), 'refresh');
    return session.accessToken;
  } catch (error) {
    if (isAppError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * A new access token: null when the server says the session is over, a thrown error when it could not be
 * asked. One refresh at a time per tab, and one at a time across tabs where the browser has Web Locks.
 */
export function refreshAccessToken(): Promise<string | null> {
  if (!refreshInFlight) {
    const tokenBefore = accessToken;
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const run = async (): Promise<string | null> =>
      locks
        ? await locks.request(REFRESH_LOCK, () => exchangeRefreshToken(tokenBefore))
        : exchangeRefreshToken(tokenBefore);
    const settled = run().finally(() => {
      refreshInFlight = null;
    });
    refreshInFlight = settled;
    return settled;
  }
  return refreshInFlight;
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `listener` whenever a session ends in this tab. Returns a function that stops listening. */
export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * Sign-in and sign-up: both stores get the user and token (spec section 4); sign-in also records the
 * remember-me choice.
 */
export function startSession(
  session: Session,
  options: { origin: 'login' | 'signup'; rememberMe?: boolean },
) {
  if (options.rememberMe !== undefined) writeRememberMe(browserStores(), options.rememberMe);
  apply(toStoredSession(session, Date.now()), options.origin);
}

/**
 * A session the server renewed in place (an email change ends every other session and gives this tab new
 * tokens, with a new refresh cookie).
 */
export function renewSession(session: Session): void {
  apply(toStoredSession(session, Date.now()), 'refresh');
}

/** A fresher user record (GET /users/me): shown at once and kept in the stores. */
export function updateUser(user: User): void {
  if (state.status !== 'authenticated') return;
  writeStoredUser(browserStores(), user);
  if (JSON.stringify(state.user) !== JSON.stringify(user)) setState({ ...state, user });
}

/**
 * Clears every stored key and the in-memory session, then tells the listeners why. `leaving` is the
 * location key of the page where the person chose to sign out.
 */
export function endSession(reason: SessionEndReason, options: { leaving?: string } = {}): void {
  clearTimeout(refreshTimer);
  accessToken = null;
  expiresAt = 0;
  clearStoredSession(browserStores());
  const wasSignedIn = state.status !== 'anonymous';
  setState({ status: 'anonymous', user: null, ended: { reason, at: options.leaving } });
  if (wasSignedIn) for (const listener of endListeners) listener(reason);
}

/** The login page has told the person why they are there: forget how the session ended. */
export function acknowledgeSessionEnd(): void {
  if (state.status === 'anonymous' && state.ended) setState(ANONYMOUS);
}

function restore(): void {
  const stored = readStoredSession(browserStores());
  if (!stored) {
    setState(ANONYMOUS);
    return;
  }
  // A tab opened from another keeps its own copy from now on.
  writeStoredSession(browserStores(), stored);
  accessToken = stored.accessToken;
  expiresAt = stored.expiresAt;
  if (!needsRefresh(expiresAt, Date.now())) {
    apply(stored, 'restored');
    return;
  }
  // Stay 'loading' (guards show a spinner) until the refresh cookie has been exchanged.
  refreshAccessToken().then(
    (token) => {
      if (token) return;
      // The cookie is gone or was revoked: this visitor is simply signed out, wherever they are.
      clearStoredSession(browserStores());
      accessToken = null;
      setState(ANONYMOUS);
    },
    () => {
      // No answer: keep the stored person; the next call refreshes again before it gives up.
      setState({ status: 'authenticated', user: stored.user, origin: 'restored' });
      schedule(RETRY_MS);
    },
  );
}

function onStorage(event: StorageEvent): void {
  if (event.key !== AUTH_STORAGE_KEYS.accessToken) return;
  // Another tab signed out: so does this one. Another tab signed in or renewed: this one follows.
  if (event.newValue === null) {
    if (state.status !== 'anonymous') endSession('signed-out');
    return;
  }
  const shared = readStoredSession(sharedStore());
  if (shared && shared.accessToken !== accessToken) {
    const sameUser = state.status === 'authenticated' && state.user.id === shared.user.id;
    apply(shared, sameUser ? 'refresh' : 'restored');
  }
}

function onVisible(): void {
  // Timers sleep with the laptop; coming back to the tab renews a token that ran out meanwhile.
  if (document.visibilityState !== 'visible' || state.status !== 'authenticated') return;
  if (needsRefresh(expiresAt, Date.now())) void scheduledRefresh();
}

let initialized = false;

/**
 * Called once before the app renders: restores the stored session, lends its token to the api-client,
 * and ends the session when any call is refused with 401.
 */
export function initSession(): void {
  if (initialized) return;
  initialized = true;
  setAccessTokenSource({ getAccessToken, refreshAccessToken });
  onUnauthorized(() => endSession('expired'));
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  restore();
}

/**
 * What the prerender draws (ADR 0014): a page as a signed-out visitor sees it, the sign-in forms included
 * (not their session check). The browser hydrates only a visitor who is signed out, so its first render
 * agrees with it.
 */
const getPrerenderedAuthState = (): AuthState => ANONYMOUS;

/** The session as React state. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeToAuth, getAuthState, getPrerenderedAuthState);
}

/** The signed-in person, or null. */
export function useUser(): User | null {
  return useAuth().user;
}
