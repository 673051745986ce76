/**
 * The error catalogue of the spec (candidate-side.md section 8): how an HTTP status maps to an error code
 * and the message a person sees. The server answers with these codes; the web client falls back to these
 * messages when the server sent none.
 */

export const ERROR_CODES = {
  CORS_ERROR: 'CORS_ERROR',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  RATE_LIMIT: 'RATE_LIMIT',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  CLIENT_ERROR: 'CLIENT_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | (string & {});

interface CatalogueEntry {
  code: ErrorCode;
  message: string;
  /** Whether a message sent by the server takes precedence over the catalogue's own. */
  serverMessageWins: boolean;
}

export const MESSAGES = {
  noResponse: 'Unable to connect to server. Please check if the backend is running.',
  badRequest: 'Invalid request. Please check your input.',
  unauthorized: 'You are not authorized. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  conflict: 'A conflict occurred. The resource may already exist.',
  validation: 'Validation failed. Please check your input.',
  rateLimit: 'Too many requests. Please try again later.',
  internal: 'An internal server error occurred. Please try again later.',
  unavailable: 'Service is temporarily unavailable. Please try again later.',
  unexpected: 'An unexpected error occurred.',
  clientError: 'An unknown error occurred.',
} as const;

const BY_STATUS: Record<number, CatalogueEntry> = {
  0: { code: ERROR_CODES.CORS_ERROR, message: MESSAGES.noResponse, serverMessageWins: false },
  400: { code: ERROR_CODES.BAD_REQUEST, message: MESSAGES.badRequest, serverMessageWins: true },
  401: { code: ERROR_CODES.UNAUTHORIZED, message: MESSAGES.unauthorized, serverMessageWins: false },
  403: { code: ERROR_CODES.FORBIDDEN, message: MESSAGES.forbidden, serverMessageWins: false },
  404: { code: ERROR_CODES.NOT_FOUND, message: MESSAGES.notFound, serverMessageWins: true },
  409: { code: ERROR_CODES.CONFLICT, message: MESSAGES.conflict, serverMessageWins: true },
  422: { code: ERROR_CODES.VALIDATION_ERROR, message: MESSAGES.validation, serverMessageWins: true },
  429: { code: ERROR_CODES.RATE_LIMIT, message: MESSAGES.rateLimit, serverMessageWins: false },
  500: { code: ERROR_CODES.INTERNAL_ERROR, message: MESSAGES.internal, serverMessageWins: false },
  503: { code: ERROR_CODES.SERVICE_UNAVAILABLE, message: MESSAGES.unavailable, serverMessageWins: false },
};

const OTHER: CatalogueEntry = {
  code: ERROR_CODES.UNKNOWN_ERROR,
  message: MESSAGES.unexpected,
  serverMessageWins: true,
};

/** The catalogue entry for a status: its code and the message shown when the server sent none. */
export function catalogueFor(status: number): { code: ErrorCode; message: string } {
  const entry = BY_STATUS[status] ?? OTHER;
  return { code: entry.code, message: entry.message };
}

/**
 * The message a person sees for an error answer. Statuses whose catalogue text is fixed (401, 403, 429,
 * 500, 503) always show it; the others prefer what the server said.
 */
export function messageFor(status: number, serverMessage?: string | null): string {
  const entry = BY_STATUS[status] ?? OTHER;
  const fromServer = serverMessage?.trim();
  if (entry.serverMessageWins && fromServer) return fromServer;
  return entry.message;
}
