import { ROLE_HOME, type Role } from '@shared/auth/user';

/** Pages a person is never sent back to after signing in (candidate-side.md section 2, Route guards). */
const NOT_A_DESTINATION = ['/login', '/signup', '/forgot-password', '/reset-password'];

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/** A path inside this app: starts with one slash (not `//host`, not `/\host`), no scheme. */
function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function toPath(from: unknown): string | null {
  if (typeof from === 'string') return isLocalPath(from) ? from : null;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as LocationLike;
  if (typeof pathname !== 'string' || !isLocalPath(pathname)) return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/**
 * Where a signed-in person goes from a guest-only page: the page they originally asked for (the guard's
 * `state.from`, or a `?redirect=` link), unless that was a sign-in page; otherwise their role home.
 */
export function postSignInPath(role: Role, from: unknown, redirectParam?: string | null): string {
  const wanted = toPath(from) ?? toPath(redirectParam ?? null);
  if (wanted) {
    const pathname = wanted.split(/[?#]/, 1)[0] ?? '';
    if (!NOT_A_DESTINATION.includes(pathname.replace(/\/+$/, '') || '/')) return wanted;
  }
  return ROLE_HOME[role];
}
