import { PageLoader } from '@/components/layout';
import { paths } from '@/config/paths';
import { InviteAcceptPage } from '@/features/team/components/invite-accept-page';
import { useAuth } from '@/lib/auth';
import { Navigate, useLocation, useNavigate, useSearchParams } from '@/lib/router';

/**
 * /invite/accept?token (public): without a token the link is invalid; a visitor signs in first and comes
 * back to this same link, token included (spec section 2, Invitation acceptance).
 */
export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const token = params.get('token');
  if (token && auth.status === 'loading') return <PageLoader />;
  if (token && auth.status === 'anonymous') {
    return <Navigate replace to={paths.auth.login.getHref(`${location.pathname}${location.search}`)} />;
  }
  return (
    <>
      <title>Team Invitation · Jobmatch</title>
      <InviteAcceptPage token={token} onDeclined={() => navigate(paths.home.getHref())} />
    </>
  );
}
