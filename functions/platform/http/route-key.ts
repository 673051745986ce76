import { API_BASE_PATH } from '../../../shared/api/envelope';

/*
 * Apart from the route table on purpose: a function's entry names its route keys itself (dispatch.ts), so
 * it needs only this, not the table of every feature's routes, at init.
 */

/**
 * An event's routeKey as the route table writes it ('GET /profile/{id}'). API Gateway reports the key as
 * configured, with or without the /api/v1 prefix depending on how the stage maps it; both name one route.
 */
export function relativeRouteKey(eventRouteKey: string): string {
  const [method, path = ''] = eventRouteKey.split(' ');
  return `${method} ${relativePath(path)}`;
}

/** A path as the route table writes it: without the /api/v1 prefix, '/' for the prefix alone. */
export function relativePath(path: string): string {
  return path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) || '/' : path;
}
