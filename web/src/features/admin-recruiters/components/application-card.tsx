import { ageText } from '@shared/jobs/format';
import { type RecruiterApplication, STATUS_LABELS, statusOf } from '@shared/recruiters/schemas';
import { Button } from '@/components/ui/button';
import styles from './admin-recruiters.module.css';

/** One application in the admin's list: company, applicant, status and when it came in. */
export function ApplicationCard({
  application,
  onReview,
}: {
  application: RecruiterApplication;
  onReview: () => void;
}) {
  const status = statusOf(application);
  return (
    <li className={styles.card}>
      <div className={styles.cardMain}>
        <h2 className={styles.cardTitle}>{application.companyName}</h2>
        <p className={styles.cardMeta}>
          {application.applicant.firstName} {application.applicant.lastName} · {application.jobTitle}
        </p>
        <p className={styles.cardMeta}>
          {application.workEmail} · {application.industry} · {application.companySize} employees
        </p>
      </div>
      <div className={styles.cardSide}>
        <span className={`${styles.badge} ${styles[status]}`}>{STATUS_LABELS[status]}</span>
        <span className={styles.muted}>
          Submitted <time dateTime={application.submittedAt}>{ageText(application.submittedAt)}</time>
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={onReview}
          aria-label={`Review ${application.companyName}`}
        >
          Review
        </Button>
      </div>
    </li>
  );
}
