/** Resolves after `ms` milliseconds: the pause before a retry. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
