import { type RefObject, useEffect } from 'react';

/**
 * Calls `load` once, the first time a person points at or focuses a button inside `ref`: the moment they
 * may be about to open what the button opens, so its code is usually there by the click.
 */
export function useLoadOnButtonIntent(ref: RefObject<HTMLElement | null>, load: () => void): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const stop = () => {
      root.removeEventListener('pointerover', onIntent);
      root.removeEventListener('focusin', onIntent);
    };
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('button')) return;
      stop();
      load();
    };
    root.addEventListener('pointerover', onIntent);
    root.addEventListener('focusin', onIntent);
    return stop;
  }, [ref, load]);
}
