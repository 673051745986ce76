import { UI } from '@shared/constants';
import { RECRUITER_MESSAGES, type RecruiterApplication, statusOf } from '@shared/recruiters/schemas';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import styles from './recruiter-verification.module.css';

const dateFormat = new Intl.DateTimeFormat(UI.locale, { day: 'numeric', month: 'long', year: 'numeric' });

interface ApplicationStatusProps {
  application: RecruiterApplication;
  /** Rejected only: back to the form for a new application. */
  onApplyAgain: () => void;
}

/** An approved employer's screen: links to the dashboard and the plans (spec section 2). */
export function AccountApproved({ companyName }: { companyName: string | null }) {
  return (
    <Card as="section" className={`${styles.status} ${styles.approved}`} aria-labelledby="status-title">
      <h2 id="status-title">Account Approved</h2>
      <p>
        {companyName ? `${companyName} is verified. ` : 'Your company is verified. '}You can post jobs, review
        applicants and choose a plan for your team.
      </p>
      <div className={styles.statusActions}>
        <ButtonLink to={paths.employer.dashboard.getHref()}>Go to Dashboard</ButtonLink>
        <ButtonLink to={paths.employer.pricing.getHref()} variant="outline">
          View Plans
        </ButtonLink>
      </div>
    </Card>
  );
}

/** What the employer sees once they applied (spec section 2): under review, approved or rejected. */
export function ApplicationStatus({ application, onApplyAgain }: ApplicationStatusProps) {
  const status = statusOf(application);
  if (status === 'approved') return <AccountApproved companyName={application.companyName} />;
  if (status === 'rejected') {
    return (
      <Card as="section" className={`${styles.status} ${styles.rejected}`} aria-labelledby="status-title">
        <h2 id="status-title">Application Rejected</h2>
        <p>Your application for {application.companyName} was not approved.</p>
        <p className={styles.reason}>
          <strong>Reason:</strong> {application.rejectionReason}
        </p>
        <div className={styles.statusActions}>
          <Button onClick={onApplyAgain}>Submit New Application</Button>
        </div>
      </Card>
    );
  }
  return (
    <Card as="section" className={`${styles.status} ${styles.pending}`} aria-labelledby="status-title">
      <h2 id="status-title">Application Under Review</h2>
      <p>
        We received your application for {application.companyName} on{' '}
        <time dateTime={application.submittedAt}>{dateFormat.format(new Date(application.submittedAt))}</time>
        .
      </p>
      <p>
        Expected review time: <strong>{RECRUITER_MESSAGES.reviewTime}</strong>. We will email you as soon as
        an admin has reviewed it.
      </p>
    </Card>
  );
}
