/** The field messages of a 422 answer (`details.fieldErrors`), keyed by the field they belong under. */
export function serverFieldErrors(details: unknown): Record<string, string> {
  if (!details || typeof details !== 'object' || !('fieldErrors' in details)) return {};
  const { fieldErrors } = details as { fieldErrors: unknown };
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.split('.')[0] ?? path;
    if (typeof message === 'string' && !errors[field]) errors[field] = message;
  }
  return errors;
}
