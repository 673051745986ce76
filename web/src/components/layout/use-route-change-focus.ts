import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';

/**
 * On every navigation: scroll to the top (spec: Shell) or to the #fragment the link named, and move focus
 * there so keyboard and screen-reader users start reading the new page instead of staying on the old link
 * (unless the new page focused one of its own controls, or navigated with `state: { keepPosition: true }`).
 * The first render keeps the browser's own behaviour.
 */
export function useRouteChangeFocus(mainRef: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  // The last navigation handled; also keeps StrictMode's second effect run from acting twice.
  const handledKey = useRef<string | null>(null);

  // The location key changes on every navigation, also a repeated click on the same #fragment link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger; hash is read, not watched.
  useEffect(() => {
    const { hash, key } = location;
    if (handledKey.current === key) return;
    const isFirstLoad = handledKey.current === null;
    handledKey.current = key;
    if (isFirstLoad && !hash) return;
    // A page that rewrites its own address in place (a search filter ticked) keeps the reader where they are.
    if ((location.state as { keepPosition?: unknown } | null)?.keepPosition === true) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      if (!target.hasAttribute('tabindex') && !target.matches('a, button, input, select, textarea')) {
        target.setAttribute('tabindex', '-1');
      }
      target.focus({ preventScroll: true });
      return;
    }
    window.scrollTo(0, 0);
    // A page that put focus on its own first control (a code box) keeps it there.
    const active = document.activeElement;
    if (active && active !== mainRef.current && mainRef.current?.contains(active)) return;
    mainRef.current?.focus({ preventScroll: true });
  }, [location.key, mainRef]);
}
