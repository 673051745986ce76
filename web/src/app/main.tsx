import '@/styles/global.css';
import { PRERENDERED_PAGES } from '@shared/site/public-pages';
import { PRERENDERED_ATTRIBUTE } from '@shared/site/shell';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { site } from '@/config/site';
import { getAuthState, initSession } from '@/lib/auth';
import { keepTypedBeforeStart } from '@/lib/form/typed-before-start';
import { BrowserRouter } from '@/lib/router';
import { APP_STARTING_EVENT } from './early-clicks';
import { reportRecoverableError } from './hydration-errors';
import { AppProvider } from './provider';
import { AppRoutes, preloadPages } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first render, so guards see a restored session (or its check under way) from the start.
initSession();

/**
 * Whether #root holds this page as the prerender drew it for a visitor (ADR 0014): the same React tree,
 * which a visitor's first render can take over in place. Published job pages come from another renderer.
 * The prerender saw no query and no navigation state: a page that draws its query (/login?redirect=...,
 * a ready-made job search, which is served the empty shell anyway) or an entry that carries state (a message handed to /login, kept over a reload) draws something else.
 */
function holdsPrerenderedPage(container: HTMLElement): boolean {
  const { pathname, search } = window.location;
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === pathname);
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  return (
    container.firstElementChild !== null &&
    page !== undefined &&
    !(('readsQuery' in page || 'queryServesShell' in page) && search !== '') &&
    (state === undefined || state === null)
  );
}

function render(container: HTMLElement): void {
  // The head tags a served page brought go: from here on the app's pages set them, so they would stand
  // beside the app's.
  for (const tag of document.head.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) tag.remove();
  const app = (
    <StrictMode>
      {/* No transitions: a navigation to a page whose code is on its way shows that page's loader at once,
          rather than keeping the page being left (whose guards and header would act on the new address). */}
      <BrowserRouter useTransitions={false}>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </BrowserRouter>
    </StrictMode>
  );
  // A visitor on a prerendered page: hydrate, keeping the content already painted (no second largest
  // paint, no flash). Anyone else (a signed-in person sees other content) gets the content replaced.
  if (holdsPrerenderedPage(container) && getAuthState().status === 'anonymous') {
    // The served title is this page's: React takes it over for the page's own <title> as it stands.
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (Lighthouse mobile's total blocking time on a long job page); a
    // click on a part not yet hydrated hydrates that part first.
    window.dispatchEvent(new Event(APP_STARTING_EVENT));
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
    return;
  }
  // The served title names the served page, not the one the app draws: until a page's own <title>
  // replaces it (React takes the head's first title for it), it says the site's name.
  const servedTitle = document.head.querySelector('title');
  if (servedTitle) servedTitle.textContent = site.name;
  // A served page the app draws afresh: what was typed into its form goes with it into the app's.
  keepTypedBeforeStart(container);
  window.dispatchEvent(new Event(APP_STARTING_EVENT));
  createRoot(container).render(app);
}

// The page's code first: a prerendered page is then hydrated (or replaced in one paint), not shown as a
// spinner. A failed load renders anyway, for the page's error boundary to show. Not a top-level await:
// the pages import this module's chunk, which must finish evaluating before they can.
void preloadPages(window.location.pathname, getAuthState().status !== 'anonymous')
  .catch(() => undefined)
  .then(() => render(root));
