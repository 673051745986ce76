import { ROUTES } from '../../routes';
import { type RouteSpec, routeKey } from '../contract';
import { relativePath, relativeRouteKey } from './route-key';

const byKey = new Map(ROUTES.map((route) => [routeKey(route), route]));

/**
 * The route table entry for an event's routeKey. API Gateway reports the key as configured, with or
 * without the /api/v1 prefix depending on how the stage maps it; both name the same route.
 */
export function findRoute(eventRouteKey: string): RouteSpec | undefined {
  return byKey.get(relativeRouteKey(eventRouteKey));
}

/** Matches a concrete path (e.g. /profile/education/42) against a route path with {params}. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? '';
    const param = /^\{(\w+)\}$/.exec(part);
    if (param?.[1]) {
      try {
        params[param[1]] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
}

/** Every route whose path matches, whatever its method: tells 404 (none) from 405 (others). */
export function routesForPath(path: string): { route: RouteSpec; pathParameters: Record<string, string> }[] {
  const relative = relativePath(path);
  return ROUTES.flatMap((route) => {
    const pathParameters = matchPath(route.path, relative);
    return pathParameters ? [{ route, pathParameters }] : [];
  });
}
