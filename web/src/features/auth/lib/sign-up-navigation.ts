import { paths } from '@/config/paths';
import { useLocation, useNavigate } from '@/lib/router';
import type { LoginNavigationState } from '../components/login-page';
import { carriedRedirect } from './carried-redirect';

/** Where the person was going before signing up (an invitation link, say): carried over from /login. */
export function useReturnTo(): string | null {
  return carriedRedirect(useLocation().search);
}

export function useGoToLoginBecauseTaken(returnTo: string | null) {
  const navigate = useNavigate();
  return async (email: string) => {
    // The words come with the form's rules, which a sent form has loaded: this import is already there.
    const { AUTH_MESSAGES } = await import('@shared/auth/messages');
    const state: LoginNavigationState = { message: AUTH_MESSAGES.emailExists, email };
    navigate(paths.auth.login.getHref(returnTo), { state });
  };
}
