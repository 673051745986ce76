import { paths } from '@/config/paths';
import { postSignInPath } from '@/lib/auth/redirect';

/**
 * The page a sign-in screen was asked to return to (`?redirect=`, as an invitation link sends a visitor to
 * /login), when it is one signing in would return to: a path inside this app that is no sign-in page.
 * postSignInPath hands back exactly a redirect it accepts and a role home for any it refuses, so login's
 * own rule decides, not a second copy of it.
 */
export function carriedRedirect(search: string): string | null {
  const redirect = new URLSearchParams(search).get('redirect');
  if (redirect === null) return null;
  return postSignInPath('candidate', undefined, redirect) === redirect ? redirect : null;
}

/** /signup carrying the way back, so a newcomer who signs up instead of in still returns there. */
export function signUpHref(redirect: string | null): string {
  const href = paths.auth.signup.getHref();
  return redirect ? `${href}?${new URLSearchParams({ redirect })}` : href;
}
