import { catalogueFor } from '@shared/errors/catalogue';
import { isAppError } from '@/lib/app-error';

/**
 * What a failed subscription call tells the person: the server's own reason when it refused with one (already
 * subscribed, Enterprise is sold by sales, an invalid GSTIN), `forbidden` for a 403 (the catalogue words
 * every 403 alike, so the caller names the one refusal its call can meet), otherwise the page's failure
 * text, as when no answer came or the server failed.
 */
export function subscriptionFailureMessage(
  error: unknown,
  fallback: string,
  { forbidden }: { forbidden?: string } = {},
): string {
  if (!isAppError(error)) return fallback;
  if (error.status === 403 && forbidden) return forbidden;
  const refused = error.status >= 400 && error.status < 500;
  const explained = refused && error.message !== catalogueFor(error.status).message;
  return explained ? error.message : fallback;
}
