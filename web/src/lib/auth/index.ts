/*
 * What any page may use of the session. Kept light: a visitor's first page loads it, so the calls (refresh,
 * sign-out, GET /users/me) load on demand from ./api and ./session-sync.
 */
export { isAwaitingApproval, restartApprovalPolling } from './approval-polling';
export { ME_QUERY_KEY } from './query-keys';
export { postSignInPath } from './redirect';
export {
  type AuthState,
  acknowledgeSessionEnd,
  endSession,
  getAuthState,
  initSession,
  onSessionEnded,
  renewSession,
  SESSION_ENDED_MESSAGE,
  type SessionEndReason,
  startSession,
  updateUser,
  useAuth,
  useUser,
} from './session-store';
