export { ME_QUERY_KEY } from './api/get-me';
export { logout } from './api/logout';
export { isAwaitingApproval } from './approval-polling';
export { postSignInPath } from './redirect';
export {
  type AuthState,
  acknowledgeSessionEnd,
  endSession,
  initSession,
  onSessionEnded,
  SESSION_ENDED_MESSAGE,
  type SessionEndReason,
  startSession,
  updateUser,
  useAuth,
  useUser,
} from './session-store';
export { useSessionSync } from './use-session-sync';
