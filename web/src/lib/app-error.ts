import type { ErrorCode } from '@shared/errors/catalogue';

/**
 * Every failure of an API call, already translated through the error catalogue by the api-client. Kept in
 * its own module so code that only inspects errors (query retry rules) does not load the client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** HTTP status; 0 when no answer arrived (network failure or timeout), -1 for a failure outside HTTP. */
  readonly status: number;
  readonly details: unknown;

  constructor(init: {
    message: string;
    code: ErrorCode;
    status: number;
    details?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'AppError';
    this.code = init.code;
    this.status = init.status;
    this.details = init.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
