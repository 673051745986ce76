import { JOB_ALERT_MESSAGES } from '@shared/job-alerts/rules';
import { Button, ButtonLink } from '@/components/ui/button';
import { LinkPage } from '@/components/ui/link-page';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { useConfirmGuestAlert } from '../api/job-alerts';
import styles from './job-alerts.module.css';

/**
 * /job-alerts/confirm?token: where a guest's confirmation mail lands (double opt-in, ADR 0035). Opening
 * the page changes nothing (mail scanners open links too); the button confirms the alert.
 */
export function ConfirmAlertPage({ token }: { token: string | null }) {
  const confirm = useConfirmGuestAlert();
  const searchLink = (
    <div className={styles.actions}>
      <ButtonLink to={paths.jobs.getHref()}>Search jobs</ButtonLink>
    </div>
  );
  if (!token || confirm.isError) {
    const message =
      token && !(isAppError(confirm.error) && confirm.error.status < 500)
        ? 'Something went wrong. Please try again.'
        : token
          ? (confirm.error as Error).message
          : JOB_ALERT_MESSAGES.linkInvalid;
    return (
      <LinkPage
        className={styles.page}
        cardClassName={styles.alert}
        titleClassName={styles.title}
        key="failed"
        title="This link does not work"
      >
        <p>{message}</p>
        {token && !(isAppError(confirm.error) && confirm.error.status < 500) ? (
          <div className={styles.actions}>
            <Button onClick={() => confirm.mutate(token)} isLoading={confirm.isPending}>
              Try again
            </Button>
          </div>
        ) : (
          searchLink
        )}
      </LinkPage>
    );
  }
  if (confirm.isSuccess) {
    return (
      <LinkPage
        className={styles.page}
        cardClassName={styles.alert}
        titleClassName={styles.title}
        key="confirmed"
        title="Your job alert is on"
      >
        <p>
          We will email you new jobs for <strong>{confirm.data.name}</strong>.
        </p>
        <p className={styles.muted}>Every email has a link to stop it.</p>
        {searchLink}
      </LinkPage>
    );
  }
  return (
    <LinkPage
      className={styles.page}
      cardClassName={styles.alert}
      titleClassName={styles.title}
      key="ask"
      title="Confirm your job alert"
    >
      <p>Press the button to start getting new jobs for the search you saved, by email.</p>
      <div className={styles.actions}>
        <Button
          onClick={() => confirm.mutate(token)}
          isLoading={confirm.isPending}
          loadingText="Confirming..."
        >
          Confirm job alert
        </Button>
      </div>
    </LinkPage>
  );
}
