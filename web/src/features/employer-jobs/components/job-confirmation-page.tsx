import { formatDate, startOfIndianDay } from '@shared/dates';
import {
  CONFIRMATION_MESSAGES,
  type ConfirmationResult,
  JOB_CONFIRMATION,
} from '@shared/jobs/reconfirmation';
import { Button, ButtonLink } from '@/components/ui/button';
import { LinkPage } from '@/components/ui/link-page';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { useFollowConfirmationLink } from '../api/follow-confirmation-link';
import { linkAction } from '../lib/confirmation-link';
import { serverReason } from '../lib/messages';
import styles from './employer-jobs.module.css';

const dayText = (day: string) => formatDate(startOfIndianDay(day));

function JobLinks({ result }: { result: ConfirmationResult }) {
  return (
    <div className={styles.confirmationActions}>
      <ButtonLink to={paths.job.getHref(result.jobId)}>View job</ButtonLink>
      <ButtonLink to={paths.employer.myJobs.getHref()} variant="outline">
        Go to My Jobs
      </ButtonLink>
    </div>
  );
}

/** What happened, in the poster's words: kept open (until when), closed, or already settled. */
function Outcome({ result }: { result: ConfirmationResult }) {
  const job = `“${result.title}” at ${result.companyName}`;
  if (result.outcome === 'confirmed') {
    return (
      <LinkPage
        className={styles.confirmationPage}
        cardClassName={styles.confirmationCard}
        key="confirmed"
        title="Thanks, the job stays open"
      >
        <p>
          {job} is confirmed active on {formatDate(result.confirmedAt)}.
          {result.confirmationDueOn
            ? ` It stays open until ${dayText(result.confirmationDueOn)}; we will ask again ${JOB_CONFIRMATION.reminderDaysBefore} days before.`
            : null}
        </p>
        <JobLinks result={result} />
      </LinkPage>
    );
  }
  if (result.outcome === 'closed') {
    return (
      <LinkPage
        className={styles.confirmationPage}
        cardClassName={styles.confirmationCard}
        key="closed"
        title="The job is closed"
      >
        <p>
          {job} no longer shows in search and takes no new applications. The applications you have stay with
          you, and you can open it again from My Jobs.
        </p>
        <JobLinks result={result} />
      </LinkPage>
    );
  }
  return (
    <LinkPage
      className={styles.confirmationPage}
      cardClassName={styles.confirmationCard}
      key="unchanged"
      title="Nothing to change"
    >
      <p>
        {result.isOpen
          ? `${job} is open, confirmed active on ${formatDate(result.confirmedAt)}${result.confirmationDueOn ? `, and stays open until ${dayText(result.confirmationDueOn)}` : ''}.`
          : `${job} is closed. You can open it again from My Jobs.`}
      </p>
      <JobLinks result={result} />
    </LinkPage>
  );
}

/**
 * /job-confirmation?token: where a reconfirmation mail's links land (ADR 0029). Opening the page changes
 * nothing (mail scanners open links too); the button does, and the page then says what happened.
 */
export function JobConfirmationPage({ token }: { token: string | null }) {
  const follow = useFollowConfirmationLink();
  const action = linkAction(token);

  if (!token || !action) {
    return (
      <LinkPage
        className={styles.confirmationPage}
        cardClassName={styles.confirmationCard}
        key="missing"
        title="This link does not work"
      >
        <p>{token ? CONFIRMATION_MESSAGES.linkInvalid : CONFIRMATION_MESSAGES.linkMissing}</p>
        <div className={styles.confirmationActions}>
          <ButtonLink to={paths.employer.myJobs.getHref()}>Go to My Jobs</ButtonLink>
        </div>
      </LinkPage>
    );
  }
  if (follow.isSuccess) return <Outcome result={follow.data} />;
  if (follow.isError) {
    const refused = isAppError(follow.error) && follow.error.status < 500;
    return (
      <LinkPage
        className={styles.confirmationPage}
        cardClassName={styles.confirmationCard}
        key="error"
        title={refused ? 'This link does not work' : 'Something went wrong'}
      >
        <p>{serverReason(follow.error) ?? CONFIRMATION_MESSAGES.failed}</p>
        <div className={styles.confirmationActions}>
          {refused ? null : <Button onClick={() => follow.reset()}>Try Again</Button>}
          <ButtonLink to={paths.employer.myJobs.getHref()} variant={refused ? 'primary' : 'outline'}>
            Go to My Jobs
          </ButtonLink>
        </div>
      </LinkPage>
    );
  }
  const confirming = action === 'confirm';
  return (
    <LinkPage
      className={styles.confirmationPage}
      cardClassName={styles.confirmationCard}
      key="ask"
      title={confirming ? 'Is this job still hiring?' : 'Close this job?'}
    >
      <p>
        {confirming
          ? `Press the button to keep your job open for another ${JOB_CONFIRMATION.lifetimeDays} days.`
          : 'Press the button to close your job. Candidates will no longer find it or apply; the applications you have stay with you.'}
      </p>
      <div className={styles.confirmationActions}>
        <Button
          variant={confirming ? 'primary' : 'danger'}
          onClick={() => follow.mutate(token)}
          isLoading={follow.isPending}
          loadingText={confirming ? CONFIRMATION_MESSAGES.confirming : CONFIRMATION_MESSAGES.closing}
        >
          {confirming ? CONFIRMATION_MESSAGES.stillHiring : CONFIRMATION_MESSAGES.closeJob}
        </Button>
      </div>
    </LinkPage>
  );
}
