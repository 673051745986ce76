import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RootLayout, type ShellSession } from '@/components/layout';
import { paths } from '@/config/paths';
import { VerificationBanner } from '@/features/auth/components/verification-banner';
import {
  endSession,
  logout,
  onSessionEnded,
  SESSION_ENDED_MESSAGE,
  useAuth,
  useSessionSync,
} from '@/lib/auth';

// Only a candidate's header shows a picture; its profile call and code load for them alone.
const CandidateAvatar = lazy(() => import('./candidate-avatar'));

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
  const queryClient = useQueryClient();
  useSessionSync();

  // The server refused the session (a 401, a failed refresh): drop cached data and go to /login,
  // remembering the page so signing in again returns to it. (On a protected page its guard does the
  // same, with the same state, whichever comes first.)
  useEffect(
    () =>
      onSessionEnded((reason) => {
        queryClient.clear();
        if (reason !== 'expired' || SIGN_IN_PAGES.includes(window.location.pathname)) return;
        const from = {
          pathname: window.location.pathname,
          search: window.location.search,
          hash: window.location.hash,
        };
        navigate(paths.auth.login.getHref(), { state: { from, message: SESSION_ENDED_MESSAGE } });
      }),
    [navigate, queryClient],
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
        // The request carries the token, so it is on its way before the session is dropped here.
        const request = logout().catch(() => undefined);
        endSession('signed-out', { leaving: locationKey });
        await navigate(paths.home.getHref());
        await request;
      },
    };
  }, [user, navigate, locationKey]);

  return <RootLayout session={session} banner={<VerificationBanner />} />;
}
