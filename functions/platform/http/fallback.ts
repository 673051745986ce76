import type { Context } from 'aws-lambda';
import { MethodNotAllowedError, NotFoundError } from '../errors';
import { refuseDirectRequests } from './origin-proof';
import { errorResponse } from './respond';
import { routesForPath } from './route-table';
import type { HttpEvent, HttpResponse } from './types';

/**
 * The $default route: whatever no route matched. A known path with another method is a 405 naming the
 * allowed ones; anything else a 404. Both in the catalogue's shape, never API Gateway's own.
 */
export async function handler(event: HttpEvent, _context: Context): Promise<HttpResponse> {
  const refusal = await refuseDirectRequests(event);
  if (refusal) return refusal;
  const matches = routesForPath(event.rawPath ?? '');
  if (matches.length === 0) return errorResponse(new NotFoundError());
  return errorResponse(new MethodNotAllowedError(matches.map((match) => match.route.method)));
}
