import { safeParse } from 'zod/mini';
import type { $ZodError, $ZodType, output } from 'zod/v4/core';
import type { FieldErrors } from '../../../shared/api/envelope';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import type { HttpEvent } from './types';

/** JSON bodies of this API are small forms; anything larger is refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

function header(event: HttpEvent, name: string): string | undefined {
  return event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
}

function rawBody(event: HttpEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** The body as the schema's output, or the error a person can act on. Never a 500. */
export function parseJsonBody<S extends $ZodType>(event: HttpEvent, schema: S): output<S> {
  const text = rawBody(event);
  if (Buffer.byteLength(text, 'utf8') > MAX_JSON_BODY_BYTES)
    throw new PayloadTooLargeError(MAX_JSON_BODY_BYTES);

  let value: unknown = {};
  if (text.trim() !== '') {
    const contentType = header(event, 'content-type') ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType))
      throw new UnsupportedMediaTypeError('application/json');
    try {
      value = JSON.parse(text);
    } catch {
      throw new BadRequestError('The request body is not valid JSON.');
    }
  }

  const result = safeParse(schema, value);
  if (result.success) return result.data;
  throw validationErrorFrom(result.error);
}

export function validationErrorFrom(error: $ZodError): ValidationError | BadRequestError {
  if (error.issues.some((issue) => issue.path.length === 0 && issue.code === 'invalid_type')) {
    return new BadRequestError('The request body must be a JSON object.');
  }
  const fieldErrors: FieldErrors = {};
  let first: string | undefined;
  for (const issue of error.issues) {
    // A strict schema names the fields it does not accept: each is refused, never silently dropped.
    const entries: [string, string][] =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [[...issue.path, key].join('.'), `${key} cannot be set`])
        : [[issue.path.join('.') || '_', issue.message]];
    for (const [path, message] of entries) {
      fieldErrors[path] ??= message;
      first ??= message;
    }
  }
  return new ValidationError(first ?? 'Validation failed. Please check your input.', fieldErrors);
}
