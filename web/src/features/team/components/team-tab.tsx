import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './team.module.css';
import { TeamContent } from './team-page';

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
      <TeamContent userId={userId} isApproved={isApproved} compact />
    </div>
  );
}
