/**
 * Counting code submissions (candidate-side.md section 4, Code entry). In sign-up every submit counts and
 * the third wrong one locks the boxes until a new code is requested; elsewhere the server counts (five
 * attempts) and says when it is done. A new code starts over.
 */
export interface AttemptsState {
  attempts: number;
  locked: boolean;
}

export const FRESH_ATTEMPTS: AttemptsState = { attempts: 0, locked: false };

/** A wrong code. `limit` is the screen's own cap (sign-up: 3), or undefined when only the server counts. */
export function afterWrongCode(state: AttemptsState, limit: number | undefined): AttemptsState {
  const attempts = state.attempts + 1;
  return { attempts, locked: limit !== undefined && attempts >= limit };
}

/** Attempts left: the screen's own count when it has a cap, else what the server reported. */
export function attemptsLeft(
  state: AttemptsState,
  limit: number | undefined,
  serverRemaining: number | null,
): number | null {
  if (limit !== undefined) {
    const own = Math.max(0, limit - state.attempts);
    return serverRemaining === null ? own : Math.min(own, serverRemaining);
  }
  return serverRemaining;
}
