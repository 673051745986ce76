import type { AppError } from './app-error';

/*
 * The two points where the session plugs into the api-client: where the bearer token comes from, and what
 * a refused session does. Kept apart from the client so that registering them does not load it: a visitor's
 * first page needs neither.
 */

/**
 * Where the client gets the signed-in person's access token, and how it gets a new one. The session code
 * registers it; until then calls go out without a bearer token.
 */
export interface AccessTokenSource {
  /** The current access token, or null for a visitor. */
  getAccessToken: () => string | null;
  /**
   * A new access token after the current one was refused: null once the session has ended (the caller
   * then runs the unauthorized handler); throws when it could not tell (no connection).
   */
  refreshAccessToken: () => Promise<string | null>;
}

export type UnauthorizedHandler = (error: AppError) => void;

let tokenSource: AccessTokenSource | null = null;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Registers the session's token source. Returns a function that removes it. */
export function setAccessTokenSource(source: AccessTokenSource): () => void {
  tokenSource = source;
  return () => {
    if (tokenSource === source) tokenSource = null;
  };
}

export function getAccessTokenSource(): AccessTokenSource | null {
  return tokenSource;
}

/**
 * Registers what happens when any call answers 401 (the session ends and the app goes to /login). Returns a
 * function that restores the client's default.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export function getUnauthorizedHandler(): UnauthorizedHandler | null {
  return unauthorizedHandler;
}
