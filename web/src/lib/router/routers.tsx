import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { browserLocation, LocationSourceContext, routerLocation } from './location';

/** The app in a browser: the address bar and the session history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return <LocationSourceContext.Provider value={browserLocation}>{children}</LocationSourceContext.Provider>;
}

/** A server render of one address (the prerender): nothing navigates. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  return (
    <Router ssrPath={location}>
      <LocationSourceContext.Provider value={routerLocation}>{children}</LocationSourceContext.Provider>
    </Router>
  );
}
