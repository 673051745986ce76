import { AUTH_ERROR_CODES } from '../../shared/auth/api';
import { AUTH_MESSAGES } from '../../shared/auth/schemas';
import { ERROR_CODES } from '../../shared/errors/catalogue';
import { ConflictError, DomainError } from '../platform/errors';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super(401, AUTH_ERROR_CODES.invalidCredentials, AUTH_MESSAGES.invalidCredentials);
  }
}

export class InvalidCodeError extends DomainError {
  constructor(attemptsRemaining: number) {
    super(400, AUTH_ERROR_CODES.invalidCode, AUTH_MESSAGES.invalidCode, { attemptsRemaining });
  }
}

export class CodeExpiredError extends DomainError {
  constructor() {
    super(400, AUTH_ERROR_CODES.codeExpired, AUTH_MESSAGES.codeExpired);
  }
}

export class TooManyAttemptsError extends DomainError {
  constructor() {
    super(400, AUTH_ERROR_CODES.tooManyAttempts, AUTH_MESSAGES.tooManyAttempts, { attemptsRemaining: 0 });
  }
}

export class ResendTooSoonError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      AUTH_ERROR_CODES.resendTooSoon,
      `Please wait ${retryAfterSeconds} seconds before requesting a new code.`,
      { retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}

export class InvalidProofError extends DomainError {
  constructor(message: string) {
    super(400, AUTH_ERROR_CODES.invalidToken, message);
  }
}

export class SignInRequiredError extends DomainError {
  constructor() {
    super(401, ERROR_CODES.UNAUTHORIZED);
  }
}

/** 400, not 401: the person is signed in, only the password they typed again is wrong. */
export class WrongPasswordError extends DomainError {
  constructor() {
    super(400, AUTH_ERROR_CODES.wrongPassword, AUTH_MESSAGES.wrongPassword, {
      fieldErrors: { currentPassword: AUTH_MESSAGES.wrongPassword },
    });
  }
}

export class SignInCodeRequiredError extends DomainError {
  constructor() {
    super(401, AUTH_ERROR_CODES.signInCodeRequired, AUTH_MESSAGES.signInCodeRequired);
  }
}

export class CompanyFixedError extends ConflictError {
  constructor() {
    super(AUTH_MESSAGES.companyFixed, AUTH_ERROR_CODES.companyFixed);
  }
}

/** A conditional write or a transaction refused by its condition (as the SDK and ElectroDB word it). */
export function isConditionFailure(error: unknown): boolean {
  return /ConditionalCheckFailed|conditional request failed|TransactionCanceled/i.test(
    String((error as Error)?.message ?? error),
  );
}
