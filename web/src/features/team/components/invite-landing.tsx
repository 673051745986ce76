import { TEAM_MESSAGES, TEAM_ROLE_LABELS } from '@shared/teams/schemas';
import type { InvitationPreview } from '@shared/teams/types';
import { type ReactNode, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useInvitationPreview } from '../api/preview-invitation';
import { teamFailureMessage } from '../lib/failure-message';
import { InviteFrame } from './invite-accept-page';
import styles from './team.module.css';

interface InviteLandingProps {
  token: string;
  /** Sign-in, coming back to this link afterwards. */
  signInHref: string;
  /** The sign-up form for the invited address (the auth feature's, composed by the route). */
  signUp: (preview: InvitationPreview) => ReactNode;
}

/**
 * What a signed-out invitee sees on the link: the company and who invited them, then sign-up for the
 * invited address (name and password) or sign-in. The organisation is verified: joining it is all the
 * verification a colleague needs.
 */
export function InviteLanding({ token, signInHref, signUp }: InviteLandingProps) {
  const preview = useInvitationPreview(token);
  const [signingUp, setSigningUp] = useState(false);

  if (preview.isPending) {
    return (
      <div className={`container ${styles.acceptPage}`}>
        <Spinner size="lg" label="Opening your invitation..." />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <InviteFrame key="invalid" title="Invalid Invitation">
        <p>{teamFailureMessage(preview.error, TEAM_MESSAGES.invalidOrExpired)}</p>
        <div className={styles.acceptActions}>
          <ButtonLink to={paths.home.getHref()}>Go to Home</ButtonLink>
        </div>
      </InviteFrame>
    );
  }
  const invitation = preview.data;
  const role = TEAM_ROLE_LABELS[invitation.role].toLowerCase();
  return (
    <InviteFrame
      key={signingUp ? 'sign-up' : 'choose'}
      title={`Join ${invitation.organizationName} on Jobmatch`}
    >
      <p>
        {invitation.inviterName} invited you to join the {invitation.organizationName} hiring team as {role}.{' '}
        {invitation.organizationName} is verified on Jobmatch: you start working with the team as soon as you
        join.
      </p>
      {signingUp ? (
        <div className={styles.inviteSignUp}>{signUp(invitation)}</div>
      ) : (
        <div className={styles.acceptActions}>
          {/* The address already has an account: signing in is the way, a second account cannot be made. */}
          {invitation.hasAccount ? (
            <ButtonLink to={signInHref}>Sign in to join</ButtonLink>
          ) : (
            <>
              <Button onClick={() => setSigningUp(true)}>Create your account</Button>
              <ButtonLink to={signInHref} variant="outline">
                Sign in
              </ButtonLink>
            </>
          )}
        </div>
      )}
    </InviteFrame>
  );
}
