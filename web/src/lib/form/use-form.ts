import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAppStarted } from '@/lib/use-app-started';
import {
  editField,
  type FormState,
  initialFormState,
  type Revalidate,
  setFieldError,
  submitForm,
} from './form-state';
import { takeTypedBeforeStart } from './typed-before-start';
import type { FieldName, Validator } from './validation';

type NamesOf<Values, Type> = {
  [Name in FieldName<Values>]: Values[Name] extends Type ? Name : never;
}[FieldName<Values>];

export interface UseFormOptions<Values, Output> {
  /** The values the form starts with (and returns to on `reset()`). */
  initialValues: Values;
  /** The form's rules; read afresh on every check, so they may depend on what the page shows. */
  validate: Validator<Values, Output>;
  /** Called with the checked values; while a promise it returns is pending, `isSubmitting` is true. */
  onSubmit: (data: Output) => unknown;
  revalidate?: Revalidate;
  /**
   * Loads what `validate` needs (see lazyRules): started at the first edit, waited for by a submit (shown
   * as submitting meanwhile). `validate` is asked nothing before it has resolved.
   */
  loadRules?: () => Promise<void>;
}

type ControlElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form as a component drawing some of its fields sees it: `Pick<Form<TheseFields>, 'values' | ...>`
 * accepts any form holding those fields (and more). Pick 'values': it is what makes TypeScript check that
 * the form holds them (the generic `field`/`checkbox` compare loosely).
 */
export type Form<Values extends object> = ReturnType<typeof useForm<Values, unknown>>;

/**
 * A form's values, messages and submit for the public pages, which must not load a form library: controlled
 * inputs, the shared schemas as rules (see schemaValidator), one message per field, and the first field to
 * fix focused on a failed submit. Spread `field(name)`, `checkbox(name)` or `radio(name, value)` onto the
 * control (the field components pass name, value, handlers and ref through to it).
 */
export function useForm<Values extends object, Output>(options: UseFormOptions<Values, Output>) {
  const { validate, onSubmit, revalidate = 'on-change', loadRules } = options;
  const [state, setState] = useState(() => initialFormState(options.initialValues));
  // Handlers read and write here, so two changes in one event (a role switch clearing fields) compose.
  const current = useRef(state);
  const [initialValues] = useState(options.initialValues);
  const [isSubmitting, setSubmitting] = useState(false);
  const waitingForRules = useRef(false);
  // Each control's element, to focus the first field to fix in the order the page shows them.
  const elements = useRef(new Map<string, { name: string; element: HTMLElement }>());
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());

  const update = (next: FormState<Values>) => {
    current.current = next;
    setState(next);
  };

  const setValue = <Name extends FieldName<Values>>(name: Name, value: Values[Name]) => {
    // The person has started on the form: its rules come now, so a submit need not wait for them.
    loadRules?.().catch(() => undefined);
    update(editField(current.current, name, value, validate, revalidate));
  };

  const refFor = (name: string, key = name) => {
    let callback = refCallbacks.current.get(key);
    if (!callback) {
      callback = (element) => {
        if (element) elements.current.set(key, { name, element });
        else elements.current.delete(key);
      };
      refCallbacks.current.set(key, callback);
    }
    return callback;
  };

  // On a prerendered page the person may type before the app has taken the page over. Hydration keeps
  // what is in the controls; a page the app replaced kept it aside (typed-before-start.ts). Either way the
  // form starts from it, so the next render does not wipe it out. A form the app drew on a page of its own
  // shows its state, whatever a control would make of it.
  const started = useAppStarted();
  const [hydrated] = useState(!started);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit attached the refs.
  useEffect(() => {
    const typed = hydrated ? null : takeTypedBeforeStart();
    for (const { name, element } of elements.current.values()) {
      const field = name as FieldName<Values>;
      const held = typed ? typed.get(name) : heldBy(element);
      const value = current.current.values[field] as unknown;
      if (held === undefined || held === value) continue;
      // A text control holds a string; a field of another type is the app's to fill.
      if (typeof held === 'string' && typeof value !== 'string' && !isChoice(element)) continue;
      setValue(field, held as Values[typeof field]);
    }
  }, []);

  // Stable, so an effect may focus a field after a reset without running on every render.
  const focus = useCallback(
    (name: FieldName<Values>) => firstInDocument(elements.current, [name])?.focus(),
    [],
  );

  const check = () => {
    const submit = submitForm(current.current, validate);
    flushSync(() => update(submit.state));
    if (!submit.valid) {
      firstInDocument(elements.current, Object.keys(submit.state.errors))?.focus();
      return;
    }
    const outcome = onSubmit(submit.data);
    if (!(outcome instanceof Promise)) return;
    setSubmitting(true);
    void outcome.finally(() => setSubmitting(false));
  };

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isSubmitting || waitingForRules.current) return;
    if (!loadRules) return check();
    waitingForRules.current = true;
    setSubmitting(true);
    // Loaded already after any edit; a submit of an untouched form waits for them here. A failed load
    // leaves the form as it was, for the next submit to try again.
    loadRules().then(
      () => {
        waitingForRules.current = false;
        setSubmitting(false);
        check();
      },
      () => {
        waitingForRules.current = false;
        setSubmitting(false);
      },
    );
  };

  return {
    values: state.values,
    errors: state.errors,
    isSubmitting,
    /** A text input, textarea or select. */
    field: <Name extends NamesOf<Values, string>>(name: Name) => ({
      name,
      value: state.values[name] as string,
      onChange: (event: ChangeEvent<ControlElement>) => setValue(name, event.target.value as Values[Name]),
      ref: refFor(name),
    }),
    checkbox: <Name extends NamesOf<Values, boolean>>(name: Name) => ({
      name,
      checked: state.values[name] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.target.checked as Values[Name]),
      ref: refFor(name),
    }),
    /** One option of a radio group; `onChange` may be replaced to do more on a switch (call setValue then). */
    radio: <Name extends NamesOf<Values, string>>(name: Name, value: Values[Name] & string) => ({
      name,
      value,
      checked: state.values[name] === value,
      onChange: () => setValue(name, value),
      ref: refFor(name, `${name}=${value}`),
    }),
    /** Sets a value as if it were typed: re-checked once the form was submitted. */
    setValue,
    /** Shows a message under a field (the server's, say) until the field is edited or the form submitted. */
    setError: (name: FieldName<Values>, message: string) =>
      update(setFieldError(current.current, name, message)),
    clearErrors: (...names: FieldName<Values>[]) => {
      let next = current.current;
      for (const name of names) next = setFieldError(next, name, undefined);
      update(next);
    },
    /** Back to the initial values (or the ones given), with no messages, as if never submitted. */
    reset: (values: Values = initialValues) => update(initialFormState(values)),
    focus,
    handleSubmit,
  };
}

/** The element, among those of the given field names, that comes first on the page. */
function firstInDocument(
  elements: Map<string, { name: string; element: HTMLElement }>,
  names: string[],
): HTMLElement | undefined {
  let first: HTMLElement | undefined;
  for (const { name, element } of elements.values()) {
    if (!names.includes(name)) continue;
    if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) first = element;
  }
  return first;
}

function isChoice(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

/** What a hydrated control holds: its tick, its value when chosen (a radio), or its text. */
function heldBy(element: HTMLElement): string | boolean | undefined {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked;
  if (element instanceof HTMLInputElement && element.type === 'radio')
    return element.checked ? element.value : undefined;
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  )
    return element.value;
  return undefined;
}
