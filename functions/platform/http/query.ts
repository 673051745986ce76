import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { validationErrorFrom } from './body';

/** The query string as the schema's output, or the same 4xx a bad body gets. */
export function parseQuery<S extends $ZodType>(query: Record<string, string>, schema: S): output<S> {
  const result = safeParse(schema, query);
  if (result.success) return result.data;
  throw validationErrorFrom(result.error);
}
