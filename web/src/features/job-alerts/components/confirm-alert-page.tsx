import { JOB_ALERT_MESSAGES } from '@shared/job-alerts/rules';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { useConfirmGuestAlert } from '../api/job-alerts';
import styles from './job-alerts.module.css';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={`container ${styles.page}`}>
      <title>Confirm your job alert · Jobmatch</title>
      <Card as="section" aria-labelledby="confirm-alert-title" className={styles.alert}>
        <h1 id="confirm-alert-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {children}
      </Card>
    </div>
  );
}

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
      <Frame key="failed" title="This link does not work">
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
      </Frame>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Frame key="confirmed" title="Your job alert is on">
        <p>
          We will email you new jobs for <strong>{confirm.data.name}</strong>.
        </p>
        <p className={styles.muted}>Every email has a link to stop it.</p>
        {searchLink}
      </Frame>
    );
  }
  return (
    <Frame key="ask" title="Confirm your job alert">
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
    </Frame>
  );
}
