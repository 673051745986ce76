import type { Validator } from './validation';

/**
 * A form's rules whose code loads on demand. The shared schemas bring zod's core (about 8 KB gzip), which
 * a public form's first paint never needs: a form says nothing until it is first submitted, so its rules
 * are only asked once a submit has waited for them. `useForm` starts the load at the first edit and
 * waits for it on submit (its `loadRules` option); calling the rules before then is a mistake in the page.
 */
export interface LazyRules<Values, Output> {
  /** The rules; only once `load()` has resolved. */
  validate: Validator<Values, Output>;
  /** Starts loading the rules (once; again after a failed load) and resolves when they are there. */
  load(): Promise<void>;
}

export function lazyRules<Values, Output>(
  load: () => Promise<Validator<Values, Output>>,
): LazyRules<Values, Output> {
  let loaded: Validator<Values, Output> | undefined;
  let loading: Promise<void> | undefined;
  return {
    validate: (values) => {
      if (!loaded) throw new Error('form rules were asked before they loaded');
      return loaded(values);
    },
    load: () => {
      loading ??= load().then(
        (rules) => {
          loaded = rules;
        },
        (error: unknown) => {
          // A lost connection must not leave the form unable to submit for good: the next submit retries.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
