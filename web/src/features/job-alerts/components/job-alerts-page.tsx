import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_LIMITS,
  JOB_ALERT_MESSAGES,
  type JobAlertFrequency,
} from '@shared/job-alerts/rules';
import { alertSearchQuery } from '@shared/job-alerts/search';
import type { JobAlert } from '@shared/job-alerts/types';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { Link } from '@/lib/router';
import { useChangeJobAlert, useDeleteJobAlert, useJobAlerts } from '../api/job-alerts';
import styles from './job-alerts.module.css';

const failureText = (error: unknown) =>
  isAppError(error) && error.status < 500 ? error.message : JOB_ALERT_MESSAGES.saveFailed;

function AlertCard({ alert, onDelete }: { alert: JobAlert; onDelete: () => void }) {
  const change = useChangeJobAlert();
  const toast = useToast();
  const titleId = useId();
  const save = (next: { frequency?: JobAlertFrequency; paused?: boolean }) =>
    change.mutate(
      { id: alert.id, ...next },
      { onSuccess: () => toast.show({ title: JOB_ALERT_MESSAGES.saved }) },
    );
  return (
    <li>
      <Card as="article" aria-labelledby={titleId} className={styles.alert}>
        <div className={styles.alertHead}>
          <h2 id={titleId} className={styles.alertName}>
            <Link to={paths.jobs.getHref(alertSearchQuery(alert.search))}>{alert.name}</Link>
          </h2>
          {alert.paused ? <span className={styles.paused}>Paused: no emails</span> : null}
        </div>
        <div className={styles.actions}>
          <SelectField
            label="How often"
            className={styles.frequencyField}
            value={alert.frequency}
            disabled={change.isPending}
            onChange={(event) => save({ frequency: event.target.value as JobAlertFrequency })}
          >
            {JOB_ALERT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {JOB_ALERT_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </SelectField>
          <Button
            size="sm"
            variant="outline"
            onClick={() => save({ paused: !alert.paused })}
            isLoading={change.isPending}
            aria-describedby={titleId}
          >
            {alert.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-describedby={titleId}>
            Delete
          </Button>
        </div>
        {change.isError ? <ErrorAlert>{failureText(change.error)}</ErrorAlert> : null}
      </Card>
    </li>
  );
}

/**
 * /job-alerts: a candidate's saved searches (issue 32): how often each mails, pause, delete. New ones are
 * saved from /jobs with "Get these jobs by email".
 */
export function JobAlertsPage() {
  const alerts = useJobAlerts();
  const remove = useDeleteJobAlert();
  const toast = useToast();
  const [deleting, setDeleting] = useState<JobAlert | null>(null);

  return (
    <div className={`container ${styles.page}`}>
      <title>Job alerts · Jobmatch</title>
      <header>
        <h1 className={styles.title}>Job alerts</h1>
        <p className={styles.muted}>
          New jobs that match your saved searches, by email: as they are posted or once a day. You can keep up
          to {JOB_ALERT_LIMITS.perPerson}.
        </p>
      </header>
      {alerts.isPending ? <Spinner label="Loading your job alerts" /> : null}
      {alerts.isError ? <ErrorAlert>{JOB_ALERT_MESSAGES.loadFailed}</ErrorAlert> : null}
      {alerts.data && alerts.data.length === 0 ? (
        <Card as="section" className={styles.alert}>
          <h2 className={styles.alertName}>No job alerts yet</h2>
          <p>Search for jobs, then choose "Get these jobs by email" above the results.</p>
          <div className={styles.actions}>
            <ButtonLink to={paths.jobs.getHref()}>Search jobs</ButtonLink>
          </div>
        </Card>
      ) : null}
      {alerts.data && alerts.data.length > 0 ? (
        <>
          <ul className={styles.list}>
            {alerts.data.map((alert) => (
              <AlertCard key={alert.id} alert={alert} onDelete={() => setDeleting(alert)} />
            ))}
          </ul>
          <p className={styles.muted}>
            To add one, search on the <Link to={paths.jobs.getHref()}>jobs page</Link> and choose "Get these
            jobs by email". To stop all job alert emails at once, use your{' '}
            <Link to={paths.emailPreferences.getHref()}>email choices</Link>.
          </p>
        </>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this job alert?"
          confirmLabel="Delete alert"
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.show({ title: JOB_ALERT_MESSAGES.deleted });
                setDeleting(null);
              },
            })
          }
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
          isPending={remove.isPending}
          error={remove.isError ? failureText(remove.error) : undefined}
        >
          <p>You will no longer get emails for "{deleting.name}". Your other alerts are not affected.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
