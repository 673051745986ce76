// Boundary: which failure text the job screens show (pure): the server's reason, or the spec's message.
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { EMPLOYER_JOB_MESSAGES, failureMessage } from './messages';

const appError = (status: number, message: string) => new AppError({ status, code: 'X', message });

describe('failureMessage', () => {
  it("prefers the server's own reason for a refused request", () => {
    const error = appError(403, 'Only the company that posted this job may change it.');
    expect(failureMessage(error, EMPLOYER_JOB_MESSAGES.deleteFailed)).toBe(
      'Only the company that posted this job may change it.',
    );
  });

  it("falls back to the screen's message for the catalogue's generic text, server errors and no answer", () => {
    const fallback = EMPLOYER_JOB_MESSAGES.createFailedAdmin;
    expect(failureMessage(appError(422, 'Validation failed. Please check your input.'), fallback)).toBe(
      fallback,
    );
    expect(failureMessage(appError(500, 'Boom'), fallback)).toBe(fallback);
    expect(failureMessage(appError(0, 'Unable to connect'), fallback)).toBe(fallback);
    expect(failureMessage(new Error('x'), fallback)).toBe(fallback);
  });
});
