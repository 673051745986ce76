import { lazy, Suspense, useEffect, useMemo } from 'react';
import { RootLayout, type ShellSession } from '@/components/layout';
import { paths } from '@/config/paths';
import { endSession, onSessionEnded, SESSION_ENDED_MESSAGE, useAuth } from '@/lib/auth';
import { lazyWithQueries } from '@/lib/query/lazy-with-queries';
import { useLocation, useNavigate } from '@/lib/router';
import { usePageCodeLoading } from './lazy-page';

// Only a signed-in person needs these calls; a visitor's first page stays without them.
const SessionSync = lazyWithQueries(async () => (await import('@/lib/auth/session-sync')).default);
// Only a candidate's header shows a picture; its profile call and code load for them alone.
const CandidateAvatar = lazyWithQueries(async () => (await import('./candidate-avatar')).default);
// The notices only a signed-in person can get, with their words: not in a visitor's first page either.
const SignedInBanners = lazy(() => import('./signed-in-banners'));
/** Starts POST /auth/logout (with the token still set); signing out here never waits for it. */
async function startServerSignOut(): Promise<{ done: Promise<unknown> }> {
  try {
    const { logout } = await import('@/lib/auth/api/logout');
    return { done: logout().catch(() => undefined) };
  } catch {
    return { done: Promise.resolve() };
  }
}

/** Pages where a visitor already is where an ended session would send them. */
const SIGN_IN_PAGES: string[] = [
  paths.auth.login.path,
  paths.auth.signup.path,
  paths.auth.forgotPassword.path,
  paths.auth.resetPassword.path,
];

/** The shell with the session: header per role, the verification banner, sign-out and session end. */
export function AppLayout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const pageLoading = usePageCodeLoading();

  // The server refused the session (a 401, a failed refresh): go to /login (the query cache drops its
  // answers itself, lib/query/query-client), remembering the page so signing in again returns to it. (On a protected page its guard does the
  // same, with the same state, whichever comes first.)
  useEffect(
    () =>
      onSessionEnded((reason) => {
        if (reason !== 'expired' || SIGN_IN_PAGES.includes(window.location.pathname)) return;
        const from = {
          pathname: window.location.pathname,
          search: window.location.search,
          hash: window.location.hash,
        };
        navigate(paths.auth.login.getHref(), { state: { from, message: SESSION_ENDED_MESSAGE } });
      }),
    [navigate],
  );

  const user = auth.user;
  const session = useMemo<ShellSession | null>(() => {
    if (!user) return null;
    return {
      user,
      avatar:
        user.role === 'candidate' ? (
          <Suspense fallback={null}>
            <CandidateAvatar />
          </Suspense>
        ) : undefined,
      onSignOut: async () => {
        const request = await startServerSignOut();
        endSession('signed-out', { leaving: locationKey });
        await navigate(paths.home.getHref());
        await request.done;
      },
    };
  }, [user, navigate, locationKey]);

  return (
    <>
      {user ? (
        <Suspense fallback={null}>
          <SessionSync />
        </Suspense>
      ) : null}
      <RootLayout
        session={session}
        banner={
          user ? (
            <Suspense fallback={null}>
              <SignedInBanners />
            </Suspense>
          ) : null
        }
        pageLoading={pageLoading}
      />
    </>
  );
}
