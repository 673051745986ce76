import type { Context } from 'aws-lambda';
import { MethodNotAllowedError, NotFoundError } from '../errors';
import { refuseDirectRequests } from './origin-proof';
import { errorResponse } from './respond';
import type { HttpEvent, HttpResponse } from './types';

/**
 * The $default route: whatever no route matched. A known path with another method is a 405 naming the
 * allowed ones; anything else a 404. Both in the catalogue's shape, never API Gateway's own.
 */
export async function handler(event: HttpEvent, _context: Context): Promise<HttpResponse> {
  const refusal = await refuseDirectRequests(event);
  if (refusal) return refusal;
  // The table of every feature's routes loads with the first unmatched request, not at init (ADR 0004).
  const { routesForPath } = await import('./route-table');
  const matches = routesForPath(event.rawPath ?? '');
  if (matches.length === 0) return errorResponse(new NotFoundError());
  return errorResponse(new MethodNotAllowedError(matches.map((match) => match.route.method)));
}
