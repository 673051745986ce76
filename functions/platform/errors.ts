import type { FieldErrors } from '../../shared/api/envelope';
import { catalogueFor, ERROR_CODES, type ErrorCode } from '../../shared/errors/catalogue';

/**
 * Named errors a service throws. One middleware turns them into the catalogue's answer; nothing else
 * builds an error body by hand.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? catalogueFor(status).message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message?: string, details?: unknown) {
    super(400, ERROR_CODES.BAD_REQUEST, message, details);
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, fieldErrors: FieldErrors) {
    super(422, ERROR_CODES.VALIDATION_ERROR, message, { fieldErrors });
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message?: string) {
    super(401, ERROR_CODES.UNAUTHORIZED, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message?: string) {
    super(403, ERROR_CODES.FORBIDDEN, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message?: string) {
    super(404, ERROR_CODES.NOT_FOUND, message);
  }
}

export class MethodNotAllowedError extends DomainError {
  constructor(allowed: string[]) {
    super(405, ERROR_CODES.METHOD_NOT_ALLOWED, 'This method is not allowed for this resource.', undefined, {
      allow: allowed.join(', '),
    });
  }
}

export class ConflictError extends DomainError {
  constructor(message?: string, code: ErrorCode = ERROR_CODES.CONFLICT) {
    super(409, code, message);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(limitBytes: number) {
    super(
      413,
      ERROR_CODES.PAYLOAD_TOO_LARGE,
      `The request body is larger than ${Math.floor(limitBytes / 1024)} KB.`,
    );
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(expected: string) {
    super(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, `The request body must be sent as ${expected}.`);
  }
}

export class RateLimitError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      ERROR_CODES.RATE_LIMIT,
      undefined,
      { retryAfterSeconds },
      {
        'retry-after': String(retryAfterSeconds),
      },
    );
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(details?: unknown) {
    super(503, ERROR_CODES.SERVICE_UNAVAILABLE, undefined, details);
  }
}
