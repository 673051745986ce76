import { formatDate, startOfIndianDay } from '@shared/dates';
import { KEEP_ACCOUNT_MESSAGES } from '@shared/privacy/retention';
import { Button, ButtonLink } from '@/components/ui/button';
import { LinkPage } from '@/components/ui/link-page';
import { paths } from '@/config/paths';
import { useKeepAccount } from '../api/keep-account';
import styles from './privacy-requests.module.css';

/**
 * /keep-account?token: the erasure notice's link (ADR 0038). Opening it keeps nothing (mail scanners open
 * links too); the button does, and the clock of the retention period starts again.
 */
export function KeepAccountPage({ token }: { token: string | null }) {
  const keep = useKeepAccount();
  const signIn = (
    <div className={styles.actions}>
      <ButtonLink to={paths.auth.login.getHref()}>Sign in</ButtonLink>
    </div>
  );
  if (!token)
    return (
      <LinkPage className={styles.centered} cardClassName={styles.card} title="This link does not work">
        <p>{KEEP_ACCOUNT_MESSAGES.linkInvalid}</p>
        {signIn}
      </LinkPage>
    );
  if (keep.isSuccess) {
    return (
      <LinkPage className={styles.centered} cardClassName={styles.card} title="Your account is kept">
        <p>
          {KEEP_ACCOUNT_MESSAGES.kept} If it is not used again, it would be erased on{' '}
          {formatDate(startOfIndianDay(keep.data.erasureOn))}, and we would mail you 48 hours before.
        </p>
        {signIn}
      </LinkPage>
    );
  }
  if (keep.isError) {
    return (
      <LinkPage
        className={styles.centered}
        cardClassName={styles.card}
        title="We could not keep this account"
      >
        <p>{keep.error instanceof Error ? keep.error.message : KEEP_ACCOUNT_MESSAGES.linkInvalid}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.auth.signup.getHref()}>Sign up</ButtonLink>
        </div>
      </LinkPage>
    );
  }
  return (
    <LinkPage className={styles.centered} cardClassName={styles.card} title="Keep your Jobmatch account?">
      <p>
        Your account has not been used for a long time and is due to be erased. Press the button to keep it.
      </p>
      <div className={styles.actions}>
        <Button onClick={() => keep.mutate(token)} isLoading={keep.isPending} loadingText="Keeping...">
          Keep my account
        </Button>
      </div>
    </LinkPage>
  );
}
