import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './pipeline.module.css';

/** The Team tab: the team has its own page; this says what is there and leads to it. */
export function TeamSummary() {
  return (
    <div className={styles.teamCard}>
      <h2 className={styles.sectionTitle}>Your team</h2>
      <p className={styles.muted}>
        Invite colleagues to your organisation so they can post jobs and review applicants with you, and see
        who is already on the team.
      </p>
      <ButtonLink to={paths.employer.team.getHref()} variant="outline">
        Manage team
      </ButtonLink>
    </div>
  );
}
