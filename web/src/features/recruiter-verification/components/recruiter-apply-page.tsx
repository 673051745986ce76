import { RECRUITER_MESSAGES, statusOf } from '@shared/recruiters/schemas';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useOwnApplication } from '../api/get-own-application';
import { ApplicationForm } from './application-form';
import { AccountApproved, ApplicationStatus } from './application-status';
import styles from './recruiter-verification.module.css';

const TITLE = 'Verify your recruiter account';

function Body() {
  const user = useUser();
  const application = useOwnApplication();
  // A rejected employer's 'Submit New Application' goes back to the form, for that application only.
  const [reapplyFor, setReapplyFor] = useState<string | null>(null);
  if (application.isPending) return <Spinner label="Loading your application..." />;
  if (application.isError) return <ErrorAlert>{application.error.message}</ErrorAlert>;
  const current = application.data;
  if (current && !(statusOf(current) === 'rejected' && reapplyFor === current.id)) {
    return <ApplicationStatus application={current} onApplyAgain={() => setReapplyFor(current.id)} />;
  }
  // Approved without an application of their own (an account verified before applications were kept).
  if (user?.isApproved) return <AccountApproved companyName={user.companyName} />;
  return (
    <>
      <p className={styles.subtitle}>
        Tell us about your company. Once an admin approves it, you can post jobs and review applicants.
      </p>
      <ApplicationForm />
    </>
  );
}

/** /recruiter/apply: the application or its status for employers; everyone else is told it is not theirs. */
export function RecruiterApplyPage() {
  const user = useUser();
  if (user && user.role !== 'employer') {
    const [title, message] = RECRUITER_MESSAGES.accessRestricted.split(': ');
    return (
      <div className={`container ${styles.page}`}>
        <title>{`${title} · Jobmatch`}</title>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{message}</p>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <title>{`${TITLE} · Jobmatch`}</title>
      <h1 className={styles.title}>{TITLE}</h1>
      <Body />
    </div>
  );
}
