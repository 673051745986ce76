import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from './query-client';

/** Gives what is below it the app's query cache. Loaded on demand: see query-scope. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `Component` with the query cache above it, for a component loaded on its own (React.lazy). */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
