/**
 * A value made the first time it is asked for. Intl formatters cost about a millisecond each to build (the
 * locale's ICU data), so a module that builds them at load makes every Lambda cold start and every page
 * that imports it pay, even when nothing is formatted.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
