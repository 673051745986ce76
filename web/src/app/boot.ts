import { keepEarlyClicks } from './early-clicks';

/**
 * The page's first script, and a small one. On a served page (a prerendered public page or a published
 * job page) the content is in the HTML already: the app's code is fetched only once the browser has
 * painted it, so on a slow connection its download does not hold up the page's first paint (ADR 0004,
 * revision for issue 29: Lighthouse mobile's largest paint waited for the app's 91 KB). What is typed
 * before the app starts is kept (lib/form/typed-before-start), and so is a tap on a button
 * (early-clicks.ts). A page the app draws itself (the empty shell) starts at once: the shell preloads the
 * app's code beside this file.
 */
let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  void import('./main');
};

function hasServedContent(): boolean {
  return document.getElementById('root')?.firstElementChild != null;
}

// A hidden tab paints nothing (and runs no animation frames) until it is shown: nothing to wait for.
if (hasServedContent() && document.visibilityState === 'visible') {
  keepEarlyClicks(startApp);
  // The timeout runs after the frame the animation callback belongs to has been painted.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
