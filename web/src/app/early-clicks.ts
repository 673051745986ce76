/*
 * A tap that lands before the app has started is not lost. On a served page the buttons are drawn before
 * their code arrives (boot.ts waits for the first paint); a tap on one in that time (the header's Menu on
 * a slow phone) would do nothing, and the visitor would think the site broken. So until the app says it
 * is ready, the last tap on a plain button is remembered, the app is started at once instead of waiting,
 * and the tap is given again to the same button once the app has taken the page over. Only buttons that
 * do nothing without the app (type="button"): links and forms work on their own.
 */

/**
 * Fired on window just before the app takes the page over: from then on React hears every tap itself
 * (it replays one on a part it has not hydrated yet), so none is remembered here any more.
 */
export const APP_STARTING_EVENT = 'jobmatch:app-starting';

/** Fired on window by the app's root once it has taken the page over (hydrated or drawn). */
export const APP_READY_EVENT = 'jobmatch:app-ready';

/** Remembers early taps until the app is ready; `startNow` starts it without waiting any longer. */
export function keepEarlyClicks(startNow: () => void): void {
  let pending: HTMLButtonElement | null = null;
  const remember = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!(target instanceof HTMLButtonElement) || !document.getElementById('root')?.contains(target)) return;
    pending = target;
    startNow();
  };
  document.addEventListener('click', remember, true);
  window.addEventListener(APP_STARTING_EVENT, () => document.removeEventListener('click', remember, true), {
    once: true,
  });
  window.addEventListener(
    APP_READY_EVENT,
    () => {
      // Hydrated in place, it is the same element, now with its handler; drawn afresh (a published job
      // page), it is the button of the same name.
      const label = pending?.getAttribute('aria-label');
      const button = pending?.isConnected
        ? pending
        : label
          ? document
              .getElementById('root')
              ?.querySelector<HTMLButtonElement>(`button[type="button"][aria-label="${CSS.escape(label)}"]`)
          : null;
      button?.click();
      pending = null;
    },
    { once: true },
  );
}
