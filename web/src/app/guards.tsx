import { ROLE_HOME, type Role } from '@shared/auth/user';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/layout';
import { paths } from '@/config/paths';
import { postSignInPath, SESSION_ENDED_MESSAGE, useAuth } from '@/lib/auth';
import { Navigate, Outlet, useLocation } from '@/lib/router';

/*
 * Route guards (candidate-side.md section 2, Route guards), used as layout routes around the pages they
 * protect. While a stored session is being checked they show a spinner rather than guess.
 */

function SessionPending() {
  return <PageLoader label="Checking your session..." />;
}

/** Signed-in only: a visitor goes to /login, which remembers where they were going. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <SessionPending />;
  if (auth.status === 'anonymous') {
    const { ended } = auth;
    // Signing out on a protected page ends on the home page; it is no reason to sign in again.
    if (ended?.reason === 'signed-out' && ended.at === location.key) {
      return <Navigate to={paths.home.getHref()} replace />;
    }
    const message = ended?.reason === 'expired' ? SESSION_ENDED_MESSAGE : undefined;
    return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location, message }} />;
  }
  return <Outlet />;
}

/**
 * One or more roles only (inside RequireAuth): anyone else goes to the home page, or sees `denied` where
 * the spec gives the page its own refusal (the job seekers' pages).
 */
export function RequireRole({ roles, denied }: { roles: readonly Role[]; denied?: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <SessionPending />;
  if (!roles.includes(user.role)) return denied ?? <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}

/** Approved recruiters only (inside RequireRole): an unapproved employer goes to the application. */
export function RequireApproval() {
  const { user } = useAuth();
  if (!user) return <SessionPending />;
  if (user.role === 'employer' && !user.isApproved) {
    return <Navigate to={paths.employer.recruiterApply.getHref()} replace />;
  }
  return <Outlet />;
}

/**
 * Sign-in pages: a signed-in person goes to the page they first asked for, or their role home. The
 * sign-up page stays put for the person who has just created their account there (its last screen).
 */
export function GuestOnly() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <SessionPending />;
  if (auth.status === 'authenticated') {
    if (auth.origin === 'signup' && location.pathname === paths.auth.signup.path) return <Outlet />;
    const from = (location.state as { from?: unknown } | null)?.from;
    const redirect = new URLSearchParams(location.search).get('redirect');
    return <Navigate to={postSignInPath(auth.user.role, from, redirect)} replace />;
  }
  return <Outlet />;
}

/** /dashboard: each role's own home. */
export function RoleHomeRedirect() {
  const { user } = useAuth();
  if (!user) return <SessionPending />;
  return <Navigate to={ROLE_HOME[user.role]} replace />;
}

/**
 * An old address of a page that moved: the page's new address with the same query, so a shared link or
 * a bookmark (a search, a filter) still opens what it meant.
 */
export function MovedTo({ path }: { path: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${path}${search}${hash}`} replace />;
}
