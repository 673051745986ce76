import { REVIEW_TIME } from '@shared/recruiters/review-time';
import { TEAM_MESSAGES } from '@shared/teams/schemas';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { Link } from '@/lib/router';
import { useMyOrganizationId, useOrganization } from '../api/get-team';
import { showsAnalyticsLink } from '../lib/analytics-view';
import { teamView } from '../lib/team-view';
import { PlanUpsell } from './plan-upsell';
import styles from './team.module.css';
import { TeamPanel } from './team-panel';

function OrganizationNotFound({ awaitingVerification }: { awaitingVerification: boolean }) {
  const underReview = useUser()?.isUnderReview ?? false;
  // The spec's not-found state (employer-admin-side.md section 2, Team page); an employer not verified yet
  // is shown the way to an organisation of their own.
  return (
    <Card as="section" aria-labelledby="not-found-title" className={styles.state}>
      <h2 id="not-found-title" className={styles.cardTitle}>
        {TEAM_MESSAGES.notFound}
      </h2>
      {awaitingVerification && underReview ? (
        <>
          <p>
            Your recruiter application is under review (expected review time: {REVIEW_TIME}). Your company’s
            team appears here once an admin approves it.
          </p>
          <ButtonLink to={paths.employer.recruiterApply.getHref()}>View application</ButtonLink>
        </>
      ) : awaitingVerification ? (
        <>
          <p>Your company’s team appears here once an admin approves your recruiter verification.</p>
          <ButtonLink to={paths.employer.recruiterApply.getHref()}>Verify Account</ButtonLink>
        </>
      ) : (
        <p>{TEAM_MESSAGES.notFoundDetail}</p>
      )}
    </Card>
  );
}

function OrganizationLoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Card as="section" className={styles.state}>
      <ErrorAlert>{TEAM_MESSAGES.fetchOrganizationFailed}</ErrorAlert>
      <Button variant="outline" onClick={onRetry} isLoading={isRetrying} loadingText="Trying again...">
        Try Again
      </Button>
    </Card>
  );
}

/**
 * The organisation's team for the signed-in employer: the team panel on Professional and Enterprise, the plan
 * comparison otherwise, 'Organization Not Found' when they act for none (not verified, or removed), and
 * a retry when it could not be loaded.
 */
export function TeamContent({
  userId,
  isApproved,
  compact = false,
}: {
  userId: string;
  /** Whether the employer is verified: one who is not is shown the way to verification. */
  isApproved: boolean;
  compact?: boolean;
}) {
  const orgId = useMyOrganizationId(userId);
  const organization = useOrganization(orgId.data);
  const view = teamView(orgId, organization);
  switch (view.kind) {
    case 'loading':
      return <Spinner label="Loading organization..." />;
    case 'failed':
      return (
        <OrganizationLoadFailed
          // The organisation's own query only runs once the membership has loaded.
          onRetry={() => void (orgId.data === undefined ? orgId.refetch() : organization.refetch())}
          isRetrying={orgId.isFetching || organization.isFetching}
        />
      );
    case 'not-found':
      return <OrganizationNotFound awaitingVerification={!isApproved} />;
    case 'upsell':
      return <PlanUpsell plan={view.organization.subscriptionPlan} />;
    case 'team':
      return (
        <>
          {!compact && showsAnalyticsLink(view.organization) ? (
            <p className={styles.seats}>
              <Link to={paths.employer.teamAnalytics.getHref()}>Team analytics</Link>
            </p>
          ) : null}
          <TeamPanel organization={view.organization} userId={userId} compact={compact} />
        </>
      );
  }
}

export function TeamPage({ userId, isApproved }: { userId: string; isApproved: boolean }) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.pageHeader}>
        <h1>Team</h1>
        <p>The people who recruit for your company on Jobmatch.</p>
      </header>
      <TeamContent userId={userId} isApproved={isApproved} />
    </div>
  );
}
