import '@/styles/global.css';
import { PRERENDERED_ATTRIBUTE } from '@shared/site/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAuthState, initSession } from '@/lib/auth';
import { BrowserRouter } from '@/lib/router';
import { AppProvider } from './provider';
import { AppRoutes, preloadPages } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first render, so guards see a restored session (or its check under way) from the start.
initSession();

function render(container: HTMLElement): void {
  // A prerendered or published page (ADR 0014) brought its own head tags; from here on the app's pages
  // set them, so the served ones go rather than stand beside the app's. The content in #root is replaced.
  for (const tag of document.head.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) tag.remove();
  createRoot(container).render(
    <StrictMode>
      {/* Without transitions, the location every component reads changes with the address bar: a guard or
          the header never acts on the page being left while the next page's code loads (it shows the
          page's loading state instead). */}
      <BrowserRouter>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

// The page's code first: a prerendered page is then replaced by the same page in one paint, not by a
// spinner. A failed load renders anyway, for the page's error boundary to show. Not a top-level await:
// the pages import this module's chunk, which must finish evaluating before they can.
void preloadPages(window.location.pathname, getAuthState().status !== 'anonymous')
  .catch(() => undefined)
  .then(() => render(root));
