import { useSessionSync } from './use-session-sync';

/**
 * Renders nothing; keeps the signed-in person's record current (see useSessionSync). A component of its
 * own so the app can load it only once someone is signed in.
 */
export default function SessionSync() {
  useSessionSync();
  return null;
}
