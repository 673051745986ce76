import { formatDate, formatDateTime } from '@shared/dates';
import {
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORTS_TO_HOLD,
  type ReportDecision,
  type ReportedJob,
} from '@shared/jobs/reports';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useDecideReports } from '../api/decide-job-reports';
import { useJobReports } from '../api/get-job-reports';
import { useLiftPostingSuspension } from '../api/lift-posting-suspension';
import { DecisionDialog } from './decision-dialog';
import styles from './job-reports.module.css';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The poster's history: recent removals and whether the organisation may post, with the way to lift it. */
function PosterHistory({ report }: { report: ReportedJob }) {
  const lift = useLiftPostingSuspension();
  const toast = useToast();
  const { poster } = report;
  return (
    <section className={styles.section} aria-label={`${report.companyName}: history`}>
      <h3 className={styles.sectionTitle}>Poster's history</h3>
      <p className={styles.muted}>
        {plural(poster.recentRemovals, 'job')} removed in the last 90 days (a second suspends posting).
      </p>
      {poster.suspended ? (
        <>
          <p className={styles.warn}>
            Posting suspended{poster.suspendedAt ? ` since ${formatDate(poster.suspendedAt)}` : ''}
          </p>
          {poster.reason ? <p className={styles.muted}>{poster.reason}</p> : null}
          <div>
            <Button
              variant="outline"
              size="sm"
              isLoading={lift.isPending}
              loadingText="Lifting..."
              onClick={() =>
                lift.mutate(
                  { organisationId: report.organisationId },
                  {
                    onSuccess: () =>
                      toast.show({
                        title: `${report.companyName}: ${REPORT_MESSAGES.lifted}`,
                        variant: 'success',
                      }),
                    onError: (error) => toast.show({ title: error.message, variant: 'error' }),
                  },
                )
              }
            >
              Lift suspension
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.muted}>May post jobs.</p>
      )}
    </section>
  );
}

function ReportCard({
  report,
  onDecide,
}: {
  report: ReportedJob;
  onDecide: (decision: ReportDecision) => void;
}) {
  const titleId = `reported-${report.jobId}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.jobTitle}>
            <Link to={paths.job.getHref(report.jobId)}>{report.title}</Link>
          </h2>
          <p className={styles.company}>{report.companyName}</p>
        </div>
        {report.heldAt ? (
          <p className={`${styles.badge} ${styles.held}`}>
            Hidden from search since {formatDateTime(report.heldAt)}
          </p>
        ) : (
          <p className={styles.badge}>
            Still listed: {report.reportCount} of {REPORTS_TO_HOLD} reports
          </p>
        )}
      </div>
      <div className={styles.columns}>
        <section className={styles.section} aria-label={`${report.title}: reasons`}>
          <h3 className={styles.sectionTitle}>{plural(report.reportCount, 'report')}</h3>
          <dl className={styles.counts}>
            {REPORT_REASONS.filter((reason) => report.reasons[reason] > 0).map((reason) => (
              <div key={reason}>
                <dt>{REPORT_REASON_LABELS[reason]}</dt>
                <dd>{report.reasons[reason]}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.muted}>
            First {formatDateTime(report.firstReportedAt)}, latest {formatDateTime(report.lastReportedAt)}
          </p>
        </section>
        <section className={styles.section} aria-label={`${report.title}: reporters' words`}>
          <h3 className={styles.sectionTitle}>In their words</h3>
          {report.details.length ? (
            <ul className={styles.words}>
              {report.details.map((detail) => (
                <li key={`${detail.reportedAt}-${detail.text}`}>
                  <span className={styles.muted}>{REPORT_REASON_LABELS[detail.reason]}: </span>
                  {detail.text}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>No one added words.</p>
          )}
        </section>
        <PosterHistory report={report} />
      </div>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => onDecide('restore')}>
          Restore job
        </Button>
        <Button variant="danger" onClick={() => onDecide('remove')}>
          Remove job
        </Button>
      </div>
    </li>
  );
}

/**
 * /admin/job-reports: the jobs people reported, held ones first (issue 33). An admin restores a job or
 * removes it (optionally suspending its organisation's posting); the reporters are mailed the outcome.
 */
export function JobReportsPage() {
  const queue = useJobReports();
  const decide = useDecideReports();
  const toast = useToast();
  const [deciding, setDeciding] = useState<{ report: ReportedJob; decision: ReportDecision }>();

  const close = () => {
    decide.reset();
    setDeciding(undefined);
  };

  const body = () => {
    if (queue.isPending) return <Spinner label="Loading the reported jobs..." />;
    if (queue.isError) return <ErrorAlert>{queue.error.message}</ErrorAlert>;
    if (queue.data.length === 0) {
      return <p className={styles.empty}>No reported jobs need you. Reports show here as they arrive.</p>;
    }
    return (
      <ul className={styles.list} aria-busy={queue.isFetching}>
        {queue.data.map((report) => (
          <ReportCard
            key={report.jobId}
            report={report}
            onDecide={(decision) => setDeciding({ report, decision })}
          />
        ))}
      </ul>
    );
  };

  return (
    <div className={`container ${styles.page}`}>
      <title>Reported Jobs · Jobmatch</title>
      <h1 className={styles.title}>Reported Jobs</h1>
      <p className={styles.subtitle}>
        Jobs people reported, hidden ones first. {REPORTS_TO_HOLD} reports from different people hide a job
        from search until you decide.
      </p>
      {body()}
      {deciding ? (
        <DecisionDialog
          report={deciding.report}
          decision={deciding.decision}
          isPending={decide.isPending}
          error={decide.error?.message}
          onCancel={close}
          onConfirm={(choice) =>
            decide.mutate(
              { jobId: deciding.report.jobId, decision: deciding.decision, ...choice },
              {
                onSuccess: ({ outcome }) => {
                  toast.show({
                    title: outcome === 'restored' ? REPORT_MESSAGES.restored : REPORT_MESSAGES.removed,
                    variant: 'success',
                  });
                  close();
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
