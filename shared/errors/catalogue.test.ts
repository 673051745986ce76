// Boundary: the error catalogue (pure): status -> code -> message, and when the server's message wins.
import { describe, expect, it } from 'vitest';
import { catalogueFor, messageFor } from './catalogue';

describe('catalogueFor', () => {
  it.each([
    [0, 'CORS_ERROR', 'Unable to connect to server. Please check if the backend is running.'],
    [400, 'BAD_REQUEST', 'Invalid request. Please check your input.'],
    [401, 'UNAUTHORIZED', 'You are not authorized. Please log in again.'],
    [403, 'FORBIDDEN', 'You do not have permission to perform this action.'],
    [404, 'NOT_FOUND', 'The requested resource was not found.'],
    [409, 'CONFLICT', 'A conflict occurred. The resource may already exist.'],
    [422, 'VALIDATION_ERROR', 'Validation failed. Please check your input.'],
    [429, 'RATE_LIMIT', 'Too many requests. Please try again later.'],
    [500, 'INTERNAL_ERROR', 'An internal server error occurred. Please try again later.'],
    [503, 'SERVICE_UNAVAILABLE', 'Service is temporarily unavailable. Please try again later.'],
    [418, 'UNKNOWN_ERROR', 'An unexpected error occurred.'],
  ])('maps %i to %s', (status, code, message) => {
    expect(catalogueFor(status)).toEqual({ code, message });
  });
});

describe('messageFor', () => {
  it.each([400, 404, 409, 422, 418])('prefers the server message for %i', (status) => {
    expect(messageFor(status, 'Company name is required')).toBe('Company name is required');
  });

  it.each([401, 403, 429, 500, 503, 0])('always shows the catalogue text for %i', (status) => {
    expect(messageFor(status, 'stack trace or internals')).toBe(catalogueFor(status).message);
  });

  it('falls back to the catalogue when the server message is blank', () => {
    expect(messageFor(404, '   ')).toBe('The requested resource was not found.');
    expect(messageFor(409, null)).toBe('A conflict occurred. The resource may already exist.');
  });
});
