/** One message per field that failed, keyed by the field's name. */
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>;

/** What a form's rules say about its values: the values as they go out, or what to fix. */
export type Validation<Output, Name extends string = string> =
  | { valid: true; data: Output }
  | { valid: false; errors: FieldErrors<Name> };

/** A form's rules: pure and synchronous, so every keystroke after a submit can ask them again. */
export type Validator<Values, Output> = (values: Values) => Validation<Output, FieldName<Values>>;

export type FieldName<Values> = keyof Values & string;

/** What this module needs of a zod schema (zod/mini included), so it loads no part of zod itself. */
interface SafeParser<Output> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * The first message for each field, in the schema's order: the first rule a value breaks is the one worth
 * telling. Nested paths join with dots ('address.city').
 */
export function errorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (!Object.hasOwn(errors, name)) errors[name] = issue.message;
  }
  return errors;
}

/**
 * A shared schema as a form's rules: on success the parsed values (trimmed, lower-cased... as the schema
 * transforms them) are what the form submits, so the page sends what the server will check.
 */
export function schemaValidator<Values, Output>(schema: SafeParser<Output>): Validator<Values, Output> {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success
      ? { valid: true, data: result.data }
      : { valid: false, errors: errorsFromIssues(result.error.issues) };
  };
}
