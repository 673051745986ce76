import { type ComponentType, type ReactElement, use, useSyncExternalStore } from 'react';

/** What a route module (app/routes) exports. */
export interface RouteModule {
  Component: ComponentType;
}

/** A promise that records its outcome, so React's `use` reads a loaded module without suspending. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

let pagesLoading = 0;
const listeners = new Set<() => void>();

function changeLoading(delta: number): void {
  pagesLoading += delta;
  // Told after the current render: a page starts loading while the router renders it.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a page's code is on its way: navigations keep the old page meanwhile, so the shell says so. */
export function usePageCodeLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pagesLoading > 0,
    () => false,
  );
}

export interface LazyPage {
  element: ReactElement;
  /** Starts loading the page's code (once) and resolves when it is there. */
  preload(): Promise<RouteModule>;
}

/**
 * A route's page, whose code loads on first visit. Unlike React.lazy, a page whose code is already loaded
 * renders at once: the first render of a prerendered page can then replace it in one commit, and the
 * prerender itself renders synchronously once it has loaded the page.
 */
export function lazyPage(load: () => Promise<RouteModule>): LazyPage {
  let module: TrackedPromise<RouteModule> | undefined;
  const preload = (): TrackedPromise<RouteModule> => {
    if (module) return module;
    const loading: TrackedPromise<RouteModule> = load();
    loading.status = 'pending';
    changeLoading(1);
    loading.then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
        changeLoading(-1);
      },
      (reason: unknown) => {
        loading.status = 'rejected';
        loading.reason = reason;
        changeLoading(-1);
      },
    );
    module = loading;
    return loading;
  };
  function Page() {
    const { Component } = use<RouteModule>(preload() as Promise<RouteModule>);
    return <Component />;
  }
  return { element: <Page />, preload };
}
