import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldFor } from './form-values';

/*
 * A react-hook-form resolver that validates what will be sent, not what was typed: the form's values
 * become the section's body, the shared schema (through zodResolver) checks that body, and each error
 * goes back to the input it belongs under. The submit handler then receives the parsed body.
 */

/** The first message of an error that may be nested (an error on one entry of a list). */
function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error as FieldError;
  for (const value of Object.values(error)) {
    const found = firstError(value);
    if (found) return found;
  }
  return undefined;
}

export function sectionResolver<Values extends FieldValues, Schema extends z.ZodMiniType>(
  schema: Schema,
  toBody: (values: Values) => z.input<Schema>,
  fieldFor: FieldFor<Values> = (field) => field as keyof Values & string,
): Resolver<Values, unknown, z.output<Schema>> {
  const validate = zodResolver(schema as never) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<Schema>
  >;
  return async (values, context, options) => {
    const result = await validate(toBody(values) as FieldValues, context, {
      ...options,
      // The body's field names are not the form's: let react-hook-form find the refs by the names below.
      names: undefined,
      fields: {},
      shouldUseNativeValidation: false,
    });
    const bodyErrors = result.errors as Record<string, unknown>;
    const names = Object.keys(bodyErrors);
    if (names.length === 0) return { values: result.values as z.output<Schema>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const name of names) {
      const error = firstError(bodyErrors[name]);
      const input = fieldFor(name, values);
      if (error && !errors[input]) errors[input] = { type: error.type, message: error.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** The field messages of a 422 answer (`details.fieldErrors`), keyed by body field. */
export function serverFieldErrors(details: unknown): Record<string, string> {
  if (!details || typeof details !== 'object' || !('fieldErrors' in details)) return {};
  const { fieldErrors } = details as { fieldErrors: unknown };
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    // An entry of a list ('technicalSkills.2') is shown under its list.
    const field = path.split('.')[0];
    if (field && typeof message === 'string' && !found[field]) found[field] = message;
  }
  return found;
}
