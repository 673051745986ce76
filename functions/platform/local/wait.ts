/** Retries a probe until it passes, for services that take a moment to listen. */
export async function waitFor(
  what: string,
  probe: () => Promise<unknown>,
  timeoutMs = 60_000,
): Promise<void> {
  const started = Date.now();
  let lastError: unknown;
  while (Date.now() - started < timeoutMs) {
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      if (error instanceof Error && /exited/.test(error.message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms: ${String(lastError)}`);
}
