import { NOTIFICATION_MESSAGES, NOTIFICATIONS } from '@shared/notifications/kinds';
import { Button, ButtonLink } from '@/components/ui/button';
import { LinkPage } from '@/components/ui/link-page';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { useResubscribe, useUnsubscribe } from '../api/unsubscribe-link';
import { isGuestLink, linkKind } from '../lib/link-kind';
import styles from './notifications.module.css';

/** Where a person goes next: their email choices, or for a guest (no account) the job search. */
const PreferencesLink = ({ primary, guest }: { primary?: boolean; guest?: boolean }) =>
  guest ? (
    <ButtonLink to={paths.jobs.getHref()} variant={primary ? 'primary' : 'outline'}>
      Search jobs
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.emailPreferences.getHref()} variant={primary ? 'primary' : 'outline'}>
      Choose which emails you get
    </ButtonLink>
  );

const failureText = (error: unknown) =>
  isAppError(error) && error.status < 500 ? error.message : NOTIFICATION_MESSAGES.linkFailed;

/**
 * /unsubscribe?token: where an optional mail's "Stop these emails" link lands (ADR 0034). Opening the page
 * changes nothing (mail scanners open links too); the button stops that kind of mail, and the page then
 * offers to undo it. Mail providers' own Unsubscribe buttons post to the API directly (RFC 8058).
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  const resubscribe = useResubscribe();
  const kind = linkKind(token);
  const guest = isGuestLink(token);

  if (!token || !kind) {
    return (
      <LinkPage
        className={styles.page}
        cardClassName={styles.section}
        titleClassName={styles.title}
        key="invalid"
        title="This link does not work"
      >
        <p>{NOTIFICATION_MESSAGES.linkInvalid}</p>
        <div className={styles.actions}>
          <PreferencesLink primary guest={guest} />
        </div>
      </LinkPage>
    );
  }
  const { label } = NOTIFICATIONS[kind];
  const failed = unsubscribe.error ?? resubscribe.error;
  if (failed) {
    return (
      <LinkPage
        className={styles.page}
        cardClassName={styles.section}
        titleClassName={styles.title}
        key="error"
        title={isAppError(failed) && failed.status < 500 ? 'This link does not work' : 'Something went wrong'}
      >
        <p>{failureText(failed)}</p>
        <div className={styles.actions}>
          <PreferencesLink primary guest={guest} />
        </div>
      </LinkPage>
    );
  }
  if (resubscribe.isSuccess) {
    return (
      <LinkPage
        className={styles.page}
        cardClassName={styles.section}
        titleClassName={styles.title}
        key="resubscribed"
        title="You are subscribed again"
      >
        <p>{NOTIFICATION_MESSAGES.resubscribed(label)}</p>
        <div className={styles.actions}>
          <PreferencesLink guest={guest} />
        </div>
      </LinkPage>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <LinkPage
        className={styles.page}
        cardClassName={styles.section}
        titleClassName={styles.title}
        key="unsubscribed"
        title="You are unsubscribed"
      >
        <p>{NOTIFICATION_MESSAGES.unsubscribed(label)}</p>
        <div className={styles.actions}>
          <Button
            variant="outline"
            onClick={() => resubscribe.mutate(token)}
            isLoading={resubscribe.isPending}
            loadingText="Turning back on..."
          >
            Undo
          </Button>
          <PreferencesLink guest={guest} />
        </div>
      </LinkPage>
    );
  }
  return (
    <LinkPage
      className={styles.page}
      cardClassName={styles.section}
      titleClassName={styles.title}
      key="ask"
      title={`Stop "${label}" emails?`}
    >
      <p>{NOTIFICATIONS[kind].description}</p>
      <p className={styles.muted}>Other emails from Jobmatch are not affected.</p>
      <div className={styles.actions}>
        <Button
          onClick={() => unsubscribe.mutate(token)}
          isLoading={unsubscribe.isPending}
          loadingText="Unsubscribing..."
        >
          Unsubscribe
        </Button>
      </div>
    </LinkPage>
  );
}
