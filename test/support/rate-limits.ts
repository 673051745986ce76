// Boundary: none (test support) - keeps a test's burst of requests inside one rate-limit window.
import { RATE_LIMITS, type RateLimitClass } from '../../functions/platform/contract';

/** Enough for a burst of a dozen requests on a loaded machine. */
const MARGIN_SECONDS = 30;
/** Tests that call this may wait up to the margin, plus their own run. */
export const WINDOW_ALIGNED_TIMEOUT_MS = 20_000 + MARGIN_SECONDS * 1000;

/**
 * Limits count in fixed windows aligned to the clock. A burst that straddles a window's end is counted in
 * two windows and never reaches the limit, so a test whose burst could end past the edge waits for the
 * next window to begin.
 */
export async function withinOneWindow(limitClass: RateLimitClass): Promise<void> {
  const { windowSeconds } = RATE_LIMITS[limitClass];
  const nowSeconds = Date.now() / 1000;
  const left = windowSeconds - (nowSeconds % windowSeconds);
  if (left < MARGIN_SECONDS) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}
