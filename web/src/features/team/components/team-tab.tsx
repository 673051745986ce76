import { lazy, Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import styles from './team.module.css';

// The Team tab is not the dashboard's first: its code (members, invitations, the invite form with
// react-hook-form and the team schemas) loads when the tab is first shown.
const TeamContent = lazy(async () => ({ default: (await import('./team-page')).TeamContent }));

/** The employer dashboard's Team tab: the recruitment team and the invite dialog; /team has the rest. */
export function TeamTab({ userId, isApproved }: { userId: string; isApproved: boolean }) {
  return (
    <div className={styles.panel}>
      <div className={styles.sectionHeader}>
        <h2 className={styles.cardTitle}>Recruitment Team</h2>
        <ButtonLink to={paths.employer.team.getHref()} variant="outline">
          Manage team
        </ButtonLink>
      </div>
      {/* The same spinner the team shows while its organisation loads, so nothing moves when it arrives. */}
      <Suspense fallback={<Spinner label="Loading organization..." />}>
        <TeamContent userId={userId} isApproved={isApproved} compact />
      </Suspense>
    </div>
  );
}
