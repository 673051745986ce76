import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { browserLocation, LocationSourceContext, routerLocation } from './location';

/**
 * The app in a browser: the address bar and the session history. Shaped like StaticRouter, so a page
 * prerendered through it hydrates as the same tree. A navigation is no transition (the address is read
 * through useSyncExternalStore): a guard or the header never acts on the page being left while the next
 * page's code loads; that page shows its loading state instead.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return (
    <Router>
      <LocationSourceContext.Provider value={browserLocation}>{children}</LocationSourceContext.Provider>
    </Router>
  );
}

/** A server render of one address (the prerender): nothing navigates. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  return (
    <Router ssrPath={location}>
      <LocationSourceContext.Provider value={routerLocation}>{children}</LocationSourceContext.Provider>
    </Router>
  );
}
