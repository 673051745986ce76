/**
 * What React could not take over as the server drew it: a prerendered page whose first browser render
 * differs from the prerender (React then draws that part afresh, a second paint and a lost form entry).
 * Reported with a marker the end-to-end suite fails on (test/e2e/fixtures.ts), whatever else a test
 * allows in the console.
 */
export const HYDRATION_ERROR_MARKER = '[hydration-mismatch]';

/** hydrateRoot's `onRecoverableError`: React recovered, but the page did not hydrate as drawn. */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${HYDRATION_ERROR_MARKER} ${message}${info.componentStack ?? ''}`);
}
