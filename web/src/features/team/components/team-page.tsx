import { TEAM_MESSAGES } from '@shared/teams/schemas';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMyOrganizationId, useOrganization } from '../api/get-team';
import { PlanUpsell } from './plan-upsell';
import styles from './team.module.css';
import { TeamPanel } from './team-panel';

function OrganizationNotFound({ awaitingVerification }: { awaitingVerification: boolean }) {
  // The spec's not-found state (employer-admin-side.md section 2, Team page); an employer not verified yet
  // is shown the way to an organisation of their own.
  return (
    <Card as="section" aria-labelledby="not-found-title" className={styles.state}>
      <h2 id="not-found-title" className={styles.cardTitle}>
        {TEAM_MESSAGES.notFound}
      </h2>
      {awaitingVerification ? (
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

/**
 * The organisation's team for the signed-in employer: the team panel on the enterprise plan, the plan
 * comparison otherwise, 'Organization Not Found' when they act for none (not verified, or removed).
 */
export function TeamContent({
  userId,
  isApproved = true,
  compact = false,
}: {
  userId: string;
  isApproved?: boolean;
  compact?: boolean;
}) {
  const orgId = useMyOrganizationId(userId);
  const organization = useOrganization(orgId.data);
  if (orgId.isPending || (orgId.data && organization.isPending))
    return <Spinner label="Loading organization..." />;
  if (!orgId.data || !organization.data) return <OrganizationNotFound awaitingVerification={!isApproved} />;
  if (organization.data.subscriptionPlan !== 'enterprise') {
    return <PlanUpsell plan={organization.data.subscriptionPlan} />;
  }
  return <TeamPanel organization={organization.data} userId={userId} compact={compact} />;
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
