import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a component that reads the API through TanStack Query, loading the query cache with it:
 * a public page shows such a component only to some viewers (a signed-in candidate's cards on home), so
 * TanStack Query stays out of the page's own code.
 */
export function lazyWithQueries<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [{ withQueries }, Component] = await Promise.all([import('./query-provider'), load()]);
    return { default: withQueries(Component) };
  });
}
