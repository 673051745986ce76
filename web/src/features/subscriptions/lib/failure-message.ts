import { catalogueFor } from '@shared/errors/catalogue';
import { isAppError } from '@/lib/app-error';

/**
 * What a failed subscription call tells the person: the server's own reason when it refused with one (already
 * subscribed, Enterprise is sold by sales, an invalid GSTIN), otherwise the page's failure text, as when no
 * answer came or the server failed.
 */
export function subscriptionFailureMessage(error: unknown, fallback: string): string {
  if (!isAppError(error)) return fallback;
  const refused = error.status >= 400 && error.status < 500;
  const explained = refused && error.message !== catalogueFor(error.status).message;
  return explained ? error.message : fallback;
}
