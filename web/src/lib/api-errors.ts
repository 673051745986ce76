import type { ApiErrorBody } from '@shared/api/envelope';
import { catalogueFor, messageFor } from '@shared/errors/catalogue';
import { PERMISSION_REFUSALS } from '@shared/teams/permissions';
import { AppError } from './app-error';

/*
 * The api-client's reading of an error answer, loaded with the first one (web/src/lib/api-client.ts):
 * the catalogue's status texts and the team permissions' refusals are no part of a page that reads
 * without failing.
 */

function isErrorBody(value: unknown): value is Partial<ApiErrorBody> {
  return typeof value === 'object' && value !== null;
}

/**
 * A withheld team permission's 403 says whose choice it was (shared/teams/permissions.ts): the catalogue's
 * fixed 403 text would tell the member nothing, and every page that acts (post, move, open, buy) meets it.
 */
function permissionRefusal(status: number, code: string | undefined): string | undefined {
  if (status !== 403 || !code || !Object.hasOwn(PERMISSION_REFUSALS, code)) return undefined;
  return PERMISSION_REFUSALS[code as keyof typeof PERMISSION_REFUSALS];
}

export function errorFromResponse(status: number, body: unknown, expects401: boolean): AppError {
  const serverMessage = isErrorBody(body) && typeof body.message === 'string' ? body.message : undefined;
  const serverCode = isErrorBody(body) && typeof body.code === 'string' ? body.code : undefined;
  // An expected 401 (a wrong password) is an answer for the person, not a sign that the session ended.
  const expectedAnswer = status === 401 && expects401 && serverMessage?.trim();
  return new AppError({
    status,
    // A specific code from the server (EMAIL_ALREADY_EXISTS) says more than the status's generic one.
    code: serverCode ?? catalogueFor(status).code,
    message: expectedAnswer || permissionRefusal(status, serverCode) || messageFor(status, serverMessage),
    details: isErrorBody(body) ? body.details : undefined,
  });
}
