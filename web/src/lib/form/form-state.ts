import type { FieldErrors, FieldName, Validator } from './validation';

/**
 * A form's state and how it changes, apart from React so the rules can be tested on their own. A form says
 * nothing until it is first submitted; from then on each edit re-checks the field edited (the messages
 * follow the typing), and each submit re-checks them all.
 */
export interface FormState<Values> {
  values: Values;
  errors: FieldErrors<FieldName<Values>>;
  /** Whether a submit was tried since the form was filled (or last reset). */
  submitted: boolean;
}

/**
 * After the first submit: 'on-change' re-checks an edited field against the rules; 'on-submit' only clears
 * its message, for forms whose rules speak at submit alone.
 */
export type Revalidate = 'on-change' | 'on-submit';

export function initialFormState<Values>(values: Values): FormState<Values> {
  return { values, errors: {}, submitted: false };
}

function withError<Values>(
  errors: FieldErrors<FieldName<Values>>,
  name: FieldName<Values>,
  message: string | undefined,
): FieldErrors<FieldName<Values>> {
  if (errors[name] === message) return errors;
  const next = { ...errors };
  if (message === undefined) delete next[name];
  else next[name] = message;
  return next;
}

/** A field's new value, as typed or set by the page. */
export function editField<Values, Output, Name extends FieldName<Values>>(
  state: FormState<Values>,
  name: Name,
  value: Values[Name],
  validate: Validator<Values, Output>,
  revalidate: Revalidate = 'on-change',
): FormState<Values> {
  const values = { ...state.values, [name]: value };
  if (!state.submitted) return { ...state, values };
  const message = revalidate === 'on-change' ? messageFor(validate(values), name) : undefined;
  return { ...state, values, errors: withError(state.errors, name, message) };
}

function messageFor<Name extends string>(
  validation: ReturnType<Validator<unknown, unknown>>,
  name: Name,
): string | undefined {
  return validation.valid ? undefined : (validation.errors as FieldErrors)[name];
}

/** A submit: every field checked; `data` is what goes out when nothing needs fixing. */
export function submitForm<Values, Output>(
  state: FormState<Values>,
  validate: Validator<Values, Output>,
): { state: FormState<Values>; valid: true; data: Output } | { state: FormState<Values>; valid: false } {
  const validation = validate(state.values);
  if (validation.valid) {
    return { state: { ...state, errors: {}, submitted: true }, valid: true, data: validation.data };
  }
  return { state: { ...state, errors: validation.errors, submitted: true }, valid: false };
}

/** Messages from elsewhere (the server named fields it refused), or none for the names given. */
export function setFieldError<Values>(
  state: FormState<Values>,
  name: FieldName<Values>,
  message: string | undefined,
): FormState<Values> {
  return { ...state, errors: withError(state.errors, name, message) };
}
