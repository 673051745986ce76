// A test fails when code under test reports an error it did not expect.
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  // Concurrent tests share the spy: the first to finish restores it.
  if (vi.isMockFunction(console.error)) vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const first = errors[0]?.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
    throw new Error(`Unexpected console.error (${errors.length}): ${first}`);
  }
});

/** For a test that provokes an error on purpose: takes the errors logged so far and forgives them. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}
