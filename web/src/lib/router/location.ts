import { createContext, useContext, useMemo } from 'react';
import { useLocation as useWouterLocation, useSearch as useWouterSearch } from 'wouter';
import {
  usePathname as useBrowserPathname,
  useSearch as useBrowserSearch,
  useHistoryState,
} from 'wouter/use-browser-location';

/** Where the app is: the address, and what the navigation that led here carried. */
export interface Location {
  pathname: string;
  /** With its '?', or '' when there is none. */
  search: string;
  /** With its '#', or ''. */
  hash: string;
  /** What the navigation passed as `state` (ended sessions, the page to return to, keepPosition). */
  state: unknown;
  /**
   * Differs for every navigation, also one to the same address: the shell reacts to it (focus and
   * scroll, closing menus) and a sign-out remembers the entry it left.
   */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What this app keeps in a history entry: its state and its key (the shape React Router used too). */
interface HistoryEntry {
  usr: unknown;
  key: string;
}

/**
 * Where a router reads the location from. In the browser: the address as it stands (still encoded, like
 * `window.location`) and the history entry's state; a server or memory router has no history entries.
 */
export interface LocationSource {
  usePathname(): string;
  /** With its '?', or ''. */
  useSearch(): string;
  useEntry(): HistoryEntry | null;
}

function useBrowserEntry(): HistoryEntry | null {
  const state: unknown = useHistoryState();
  return typeof state === 'object' && state !== null && 'key' in state ? (state as HistoryEntry) : null;
}

export const browserLocation: LocationSource = {
  usePathname: () => useBrowserPathname(),
  useSearch: () => useBrowserSearch(),
  useEntry: useBrowserEntry,
};

/** The location of wouter's router in context (a server render's address). */
export const routerLocation: LocationSource = {
  usePathname: () => useWouterLocation()[0],
  useSearch: () => {
    const search = useWouterSearch();
    return search ? `?${search}` : '';
  },
  useEntry: () => null,
};

export const LocationSourceContext = createContext<LocationSource>(browserLocation);

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function useLocation(): Location {
  const source = useContext(LocationSourceContext);
  const pathname = source.usePathname();
  const search = source.useSearch();
  const entry = source.useEntry();
  const hash = source === browserLocation ? window.location.hash : '';
  return useMemo(
    () => ({
      pathname,
      search,
      hash,
      state: entry?.usr ?? null,
      key: entry?.key ?? 'default',
    }),
    [pathname, search, hash, entry],
  );
}

export type Navigate = {
  (to: string, options?: NavigateOptions): void;
  /** Moves through the history by `delta` entries, like the browser's back and forward buttons. */
  (delta: number): void;
};

/** Navigation: to an address (pushed, or replacing the current entry), or back and forward. */
export function useNavigate(): Navigate {
  const [, navigate] = useWouterLocation();
  return useMemo<Navigate>(
    () =>
      (to: string | number, options: NavigateOptions = {}) => {
        if (typeof to === 'number') {
          window.history.go(to);
          return;
        }
        const entry: HistoryEntry = { usr: options.state ?? null, key: newKey() };
        navigate(to, { replace: options.replace, state: entry });
      },
    [navigate],
  );
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query string as URLSearchParams, and a setter that navigates to the same page with a new one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => {
    const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
    const query = new URLSearchParams(init).toString();
    navigate(`${pathname}${query ? `?${query}` : ''}`, options);
  };
  return [params, setParams];
}
