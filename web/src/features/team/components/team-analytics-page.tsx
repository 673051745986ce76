import { TEAM_ANALYTICS_MESSAGES, type TeamAnalytics } from '@shared/teams/analytics';
import { TEAM_MESSAGES } from '@shared/teams/schemas';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMyOrganizationId, useOrganization } from '../api/get-team';
import { useTeamAnalytics } from '../api/get-team-analytics';
import { analyticsView } from '../lib/analytics-view';
import styles from './analytics.module.css';
import { AnalyticsTable } from './analytics-table';
import { AnalyticsUpsell } from './analytics-upsell';

function Failed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Card as="section" className={styles.state}>
      <ErrorAlert>{TEAM_ANALYTICS_MESSAGES.fetchFailed}</ErrorAlert>
      <Button variant="outline" onClick={onRetry} isLoading={isRetrying} loadingText="Trying again...">
        Try Again
      </Button>
    </Card>
  );
}

/** The figures once loaded: the period, the table, or the empty state when nobody did anything yet. */
export function AnalyticsReport({ analytics, userId }: { analytics: TeamAnalytics; userId: string }) {
  const active = analytics.members.some((member) => member.jobsPosted > 0 || member.applicationsMoved > 0);
  return (
    <Card as="section" aria-labelledby="analytics-title">
      <h2 id="analytics-title" className={styles.cardTitle}>
        {TEAM_ANALYTICS_MESSAGES.period}
      </h2>
      {active ? (
        <AnalyticsTable members={analytics.members} userId={userId} />
      ) : (
        <p role="status">{TEAM_ANALYTICS_MESSAGES.noActivity}</p>
      )}
      <p className={styles.muted}>{TEAM_ANALYTICS_MESSAGES.recordingNote}</p>
    </Card>
  );
}

function AnalyticsContent({ userId }: { userId: string }) {
  const orgId = useMyOrganizationId(userId);
  const organization = useOrganization(orgId.data);
  const view = analyticsView(orgId, organization);
  const analytics = useTeamAnalytics(orgId.data, { enabled: view.kind === 'analytics' });
  switch (view.kind) {
    case 'loading':
      return <Spinner label="Loading team analytics..." />;
    case 'failed':
      return (
        <Failed
          onRetry={() => void (orgId.data === undefined ? orgId.refetch() : organization.refetch())}
          isRetrying={orgId.isFetching || organization.isFetching}
        />
      );
    case 'not-found':
      return (
        <Card as="section" className={styles.state}>
          <h2 className={styles.cardTitle}>{TEAM_MESSAGES.notFound}</h2>
          <p>{TEAM_MESSAGES.notFoundDetail}</p>
        </Card>
      );
    case 'upsell':
      return <AnalyticsUpsell plan={view.organization.subscriptionPlan} />;
    case 'admins-only':
      return (
        <Card as="section" className={styles.state}>
          <p>{TEAM_MESSAGES.adminsOnly}</p>
          <ButtonLink variant="outline" to={paths.employer.team.getHref()}>
            Back to Team
          </ButtonLink>
        </Card>
      );
    case 'analytics':
      if (analytics.data) return <AnalyticsReport analytics={analytics.data} userId={userId} />;
      if (analytics.isError) {
        return <Failed onRetry={() => void analytics.refetch()} isRetrying={analytics.isFetching} />;
      }
      return <Spinner label="Loading team analytics..." />;
  }
}

/** /team/analytics: Enterprise team admins' per-member figures of the last 90 days. */
export function TeamAnalyticsPage({ userId }: { userId: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.pageHeader}>
        <h1>Team analytics</h1>
        <p>Jobs posted, applications moved and time to first response for each member of your team.</p>
      </header>
      <AnalyticsContent userId={userId} />
    </div>
  );
}
