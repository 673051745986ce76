import { useEffect, useRef } from 'react';

/**
 * Scrolls to the top when a flow moves to its next step on the same page (the route-change scroll does not
 * run then): the new step's heading starts in view, not wherever the last button was.
 */
export function useScrollTopOnChange(step: string): void {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    window.scrollTo(0, 0);
  }, [step]);
}
