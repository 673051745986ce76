import type { Session } from '@shared/auth/user';
import { PageLoader } from '@/components/layout';
import { paths } from '@/config/paths';
import { InviteSignUpForm } from '@/features/auth/components/invite-sign-up-form';
import { joinWithNewSession } from '@/features/team/api/respond-to-invitation';
import { InviteAcceptPage } from '@/features/team/components/invite-accept-page';
import { InviteLanding } from '@/features/team/components/invite-landing';
import { startSession, useAuth } from '@/lib/auth';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';

/**
 * /invite/accept?token (public, spec section 2, Invitation acceptance). A signed-out invitee is shown the
 * company and the inviter, and signs up for the invited address (joining at once, so they never see an
 * unverified employer's screens) or signs in and comes back to this same link, token included. Signed in,
 * they accept or decline.
 */
export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const token = params.get('token');
  if (token && auth.status === 'loading') return <PageLoader />;

  if (token && auth.status === 'anonymous') {
    const joinAsNewMember = async (session: Session) => {
      try {
        const user = await joinWithNewSession(token, session.accessToken);
        startSession({ ...session, user }, { origin: 'signup' });
        await navigate(paths.employer.dashboard.getHref(), { replace: true });
      } catch {
        // The account exists but the join was refused (the team filled up, say): signed in, this page
        // then offers Accept again and says why it fails.
        startSession(session, { origin: 'signup' });
      }
    };
    return (
      <>
        <title>Team Invitation · Jobmatch</title>
        <InviteLanding
          token={token}
          signInHref={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
          signUp={(invitation) => (
            <InviteSignUpForm
              email={invitation.email}
              organizationName={invitation.organizationName}
              invitationToken={token}
              onCreated={joinAsNewMember}
            />
          )}
        />
      </>
    );
  }
  return (
    <>
      <title>Team Invitation · Jobmatch</title>
      <InviteAcceptPage token={token} onDeclined={() => navigate(paths.home.getHref())} />
    </>
  );
}
