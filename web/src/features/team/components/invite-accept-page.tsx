import { TEAM_MESSAGES } from '@shared/teams/schemas';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useInvitationPreview } from '../api/preview-invitation';
import { useAcceptInvitation, useDeclineInvitation } from '../api/respond-to-invitation';
import { teamFailureMessage } from '../lib/failure-message';
import styles from './team.module.css';

interface InviteAcceptPageProps {
  /** The link's token; null when the link carries none. */
  token: string | null;
  /** Where Decline leads once the link is used up. */
  onDeclined: () => void;
}

/** The card every state of an invitation link's page shows, its heading focused as it changes. */
export function InviteFrame({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each state replaces the last: move focus to its heading so a screen reader hears the change.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={`container ${styles.acceptPage}`}>
      <Card as="section" aria-labelledby="invite-title" className={styles.acceptCard}>
        <h1 id="invite-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </Card>
    </div>
  );
}

/** Who invites, to which team: the link's own preview (a link that opens nothing says so on Accept). */
function InvitedBy({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  if (!preview.data) return <p>You have been invited to join an organization’s hiring team on Jobmatch.</p>;
  const { inviterName, organizationName } = preview.data;
  return (
    <p>
      {inviterName} invited you to join the {organizationName} hiring team on Jobmatch.
    </p>
  );
}

/** /invite/accept?token: the spec's states (section 2): invalid, choose, welcome, error. */
export function InviteAcceptPage({ token, onDeclined }: InviteAcceptPageProps) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();

  if (!token) {
    return (
      <InviteFrame title="Invalid Invitation">
        <p>{TEAM_MESSAGES.invalidLink}</p>
        <div className={styles.acceptActions}>
          <ButtonLink to={paths.home.getHref()}>Go to Home</ButtonLink>
        </div>
      </InviteFrame>
    );
  }
  if (accept.isSuccess) {
    return (
      <InviteFrame key="welcome" title="Welcome to the Team!">
        <p>
          You are now a member of {accept.data.organizationName}. Its jobs and applications are yours to work
          on.
        </p>
        <div className={styles.acceptActions}>
          <ButtonLink to={paths.dashboard.getHref()}>Go to Dashboard</ButtonLink>
          <ButtonLink to={paths.employer.team.getHref()} variant="outline">
            View Team
          </ButtonLink>
        </div>
      </InviteFrame>
    );
  }
  // Accepting has its own failure text in the spec (section 8); declining has only the page's default.
  const failure = accept.isError
    ? teamFailureMessage(accept.error, TEAM_MESSAGES.acceptFailed)
    : decline.isError
      ? teamFailureMessage(decline.error, TEAM_MESSAGES.defaultError)
      : null;
  if (failure) {
    return (
      <InviteFrame key="error" title="Invitation Error">
        <p>{failure}</p>
        <div className={styles.acceptActions}>
          <Button
            onClick={() => {
              accept.reset();
              decline.reset();
            }}
          >
            Try Again
          </Button>
          <ButtonLink to={paths.home.getHref()} variant="outline">
            Go to Home
          </ButtonLink>
        </div>
      </InviteFrame>
    );
  }
  return (
    <InviteFrame key="choose" title="Team Invitation">
      <InvitedBy token={token} />
      <div className={styles.acceptActions}>
        <Button
          onClick={() => accept.mutate(token)}
          isLoading={accept.isPending}
          loadingText="Accepting..."
          disabled={decline.isPending}
        >
          Accept Invitation
        </Button>
        <Button
          variant="outline"
          onClick={() => decline.mutate(token, { onSuccess: onDeclined })}
          isLoading={decline.isPending}
          loadingText="Declining..."
          disabled={accept.isPending}
        >
          Decline
        </Button>
      </div>
    </InviteFrame>
  );
}
