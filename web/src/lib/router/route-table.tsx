import { createContext, type ReactElement, type ReactNode, useContext, useMemo } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { useLocation } from './location';

/**
 * One entry of the route table: a page at `path` (or the index page, '/'), or a layout without a path
 * whose `element` draws its matched child where it renders `<Outlet />`. '*' matches any address.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchOwnPath(route: RouteObject, pathname: string): Record<string, string> | null {
  if (route.index) return pathname === '/' ? {} : null;
  if (route.path === undefined) return null;
  if (route.path === '*') return { '*': pathname.slice(1) };
  // regexparam ignores a trailing slash and case, as React Router did.
  const [matched, params] = matchRoute(parse, route.path, pathname);
  if (!matched || !params) return null;
  const named: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (!/^\d+$/.test(name) && typeof value === 'string') named[name] = decode(value);
  }
  return named;
}

/**
 * The branch of the table that shows `pathname`, outermost layout first: the first page in table order
 * whose path matches it exactly, with the layouts around it. Null when nothing matches.
 */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  for (const route of routes) {
    if (route.children) {
      if (route.path !== undefined || route.index) {
        throw new Error(`layout routes have no path of their own (${route.path ?? 'index'})`);
      }
      const branch = matchRoutes(route.children, pathname);
      if (branch) return [{ route, params: {} }, ...branch];
      continue;
    }
    const params = matchOwnPath(route, pathname);
    if (params) return [{ route, params }];
  }
  return null;
}

interface OutletValue {
  /** What the rendered branch still has to draw, the next element first. */
  rest: readonly RouteMatch[];
  params: Readonly<Record<string, string>>;
}

const OutletContext = createContext<OutletValue>({ rest: [], params: {} });

function renderBranch(
  rest: readonly RouteMatch[],
  params: Readonly<Record<string, string>>,
): ReactElement | null {
  const [first, ...inner] = rest;
  if (!first) return null;
  return (
    <OutletContext.Provider value={{ rest: inner, params }}>
      {first.route.element ?? <Outlet />}
    </OutletContext.Provider>
  );
}

/** Where a layout route draws its matched child. */
export function Outlet(): ReactElement | null {
  const { rest, params } = useContext(OutletContext);
  return renderBranch(rest, params);
}

/** The current address's page inside its layouts, or nothing when no route matches. */
export function useRoutes(routes: readonly RouteObject[]): ReactElement | null {
  const { pathname } = useLocation();
  const branch = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!branch) return null;
  const params = Object.assign({}, ...branch.map((match) => match.params)) as Record<string, string>;
  return renderBranch(branch, params);
}

/** The matched page's path parameters (`:jobId`), decoded. */
export function useParams<Params extends string = string>(): Readonly<Partial<Record<Params, string>>> {
  return useContext(OutletContext).params as Readonly<Partial<Record<Params, string>>>;
}
