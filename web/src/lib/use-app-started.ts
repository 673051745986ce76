import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False in the prerendered HTML and while the app takes a prerendered page over (hydration renders what
 * the server rendered first), true from the render after that on, and at once in a page the app draws
 * itself.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
