import { Button } from '@/components/ui/button';
import { useApplications } from '../api/get-applications';
import { RECENT_APPLICATIONS } from '../api/keys';
import { ApplicationCard, ApplicationsLoading } from './application-card';
import styles from './pipeline.module.css';
import { useApplicantPanel } from './use-applicant-panel';

/** Overview's three newest applications; each opens its panel, 'View all' goes to the Applications tab. */
export function RecentApplications({ onViewAll }: { onViewAll: () => void }) {
  const applications = useApplications({ page: 0 }, RECENT_APPLICATIONS);
  const { openPanel, panel } = useApplicantPanel();
  const body = () => {
    if (applications.isPending) return <ApplicationsLoading count={RECENT_APPLICATIONS} />;
    if (applications.isError)
      return <p className={styles.muted}>The applications could not be loaded just now.</p>;
    if (applications.data.content.length === 0) {
      return (
        <div className={styles.empty}>
          <p className={styles.muted}>No applications yet. They appear here as candidates apply.</p>
        </div>
      );
    }
    return (
      <ul className={styles.list}>
        {applications.data.content.map((application) => (
          <ApplicationCard key={application.id} application={application} onOpen={openPanel} />
        ))}
      </ul>
    );
  };
  return (
    <section className={styles.section} aria-labelledby="recent-applications-title">
      <div className={styles.sectionHeader}>
        <h2 id="recent-applications-title" className={styles.sectionTitle}>
          Recent Applications
        </h2>
        <Button variant="ghost" size="sm" onClick={onViewAll}>
          View all<span className="visually-hidden"> applications</span>
        </Button>
      </div>
      {body()}
      {panel}
    </section>
  );
}
