import { CLOSURE_MESSAGES } from '@shared/jobs/closure';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@shared/jobs/options';
import type { Application } from '@shared/jobs/types';
import { mayWithdraw } from '@shared/jobs/withdrawal';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useMyApplications } from '../api/get-my-applications';
import { formatDate, newestApplicationsFirst, statusSteps } from '../lib/applications';
import { CompanyMark } from './company-mark';
import styles from './job-page.module.css';
import { PageError, PageLoading } from './page-states';
import { WithdrawDialog } from './withdraw-dialog';

const STATUS_STYLES: Record<ApplicationStatus, string | undefined> = {
  applied: styles.statusApplied,
  reviewed: styles.statusReviewed,
  shortlisted: styles.statusShortlisted,
  interviewed: styles.statusShortlisted,
  hired: styles.statusHired,
  rejected: styles.statusRejected,
  withdrawn: styles.statusWithdrawn,
  closed: styles.statusWithdrawn,
};

function ApplicationRow({ application }: { application: Application }) {
  const { job } = application;
  const steps = statusSteps(application.history);
  const [withdrawing, setWithdrawing] = useState(false);
  return (
    <li className={styles.application}>
      <CompanyMark company={job.company} />
      <div className={styles.applicationText}>
        <h2 className={styles.applicationTitle}>
          <Link to={paths.job.getHref(application.jobId)}>{job.title}</Link>
        </h2>
        <p className={styles.muted}>
          {job.company.name} · {job.location}
        </p>
        <p className={styles.appliedOn}>
          Applied on <time dateTime={application.appliedAt}>{formatDate(application.appliedAt)}</time>
        </p>
        {steps.length > 0 ? (
          <details className={styles.history}>
            <summary>Status history</summary>
            <ul className={styles.historySteps}>
              {steps.map((step) => (
                <li key={step.key}>
                  {step.change} · <time dateTime={step.at}>{step.when}</time>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <div className={styles.statusCell}>
        <p className={styles.statusLine}>
          <span className="visually-hidden">Status: </span>
          <span className={`${styles.status} ${STATUS_STYLES[application.status] ?? ''}`}>
            {APPLICATION_STATUS_LABELS[application.status] ?? application.status}
          </span>
        </p>
        {application.status === 'closed' ? (
          <p className={styles.statusNote}>{CLOSURE_MESSAGES.closedNote}</p>
        ) : null}
        {mayWithdraw(application.status) ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Withdraw application: ${job.title}`}
            onClick={() => setWithdrawing(true)}
          >
            Withdraw
          </Button>
        ) : null}
      </div>
      {withdrawing ? (
        <WithdrawDialog application={application} onClose={() => setWithdrawing(false)} />
      ) : null}
    </li>
  );
}

/** /applications (candidates): every application with its status, newest first. */
export function MyApplicationsPage() {
  const applications = useMyApplications();
  if (applications.isPending) return <PageLoading label="Loading your applications..." />;
  if (applications.isError) {
    return (
      <PageError
        message={`Your applications could not be loaded. ${applications.error.message}`}
        onRetry={() => void applications.refetch()}
        isRetrying={applications.isFetching}
      />
    );
  }
  const list = newestApplicationsFirst(applications.data);
  return (
    <div className={`container ${styles.listPage}`}>
      <title>My applications · Jobmatch</title>
      <header className={styles.listHeader}>
        <h1 className={styles.listTitle}>My applications</h1>
        <p className={styles.muted}>The jobs you applied to and where each application stands.</p>
      </header>
      {list.length === 0 ? (
        <div className={styles.emptyBox}>
          <h2 className={styles.emptyTitle}>No applications yet</h2>
          <p className={styles.muted}>When you apply to a job, it appears here with its status.</p>
          <ButtonLink to={paths.jobs.getHref()}>Browse jobs</ButtonLink>
        </div>
      ) : (
        <>
          <p className={styles.count}>
            {list.length} {list.length === 1 ? 'application' : 'applications'}
          </p>
          <ul className={styles.applications}>
            {list.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
