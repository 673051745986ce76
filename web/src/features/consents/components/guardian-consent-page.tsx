import { AGE_MESSAGES } from '@shared/privacy/age';
import { PrivacyNotice } from '@/components/privacy-notice/privacy-notice';
import { Button, ButtonLink } from '@/components/ui/button';
import { LinkPage } from '@/components/ui/link-page';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { useConfirmGuardian } from '../api/guardian';
import styles from './consents.module.css';

/**
 * /guardian-consent?token (public): where the link mailed to a 16 or 17 year old's parent or guardian lands
 * (ADR 0036). Opening it changes nothing (mail scanners open links too): the notice is shown, and the
 * button records the consent as the parent's.
 */
export function GuardianConsentPage({ token }: { token: string | null }) {
  const confirm = useConfirmGuardian();
  if (!token || (confirm.isError && isAppError(confirm.error) && confirm.error.status < 500)) {
    return (
      <LinkPage
        className={styles.page}
        cardClassName={styles.section}
        titleClassName={styles.title}
        key="invalid"
        title="This link does not work"
      >
        <p>{AGE_MESSAGES.guardianLinkInvalid}</p>
        <div>
          <ButtonLink to={paths.home.getHref()} variant="outline">
            Go to Jobmatch
          </ButtonLink>
        </div>
      </LinkPage>
    );
  }
  if (confirm.isSuccess) {
    return (
      <LinkPage
        className={styles.page}
        cardClassName={styles.section}
        titleClassName={styles.title}
        key="done"
        title="Consent recorded"
      >
        <p>{AGE_MESSAGES.guardianConfirmed}</p>
        <p className={styles.muted}>
          {confirm.data.firstName} can now apply to jobs and take part in matching. They can withdraw any
          consent in their account settings at any time.
        </p>
      </LinkPage>
    );
  }
  return (
    <LinkPage
      className={styles.page}
      cardClassName={styles.section}
      titleClassName={styles.title}
      key="ask"
      title="Consent for your child’s Jobmatch account"
    >
      <p>
        Your child, who is 16 or 17, created a Jobmatch account and gave your email address. Until you
        confirm, they cannot apply to jobs or be matched with employers.
      </p>
      <PrivacyNotice forRole="candidate" headingId="guardian-notice" />
      {confirm.isError ? <p role="alert">Something went wrong. Please try again.</p> : null}
      <div>
        <Button
          isLoading={confirm.isPending}
          loadingText="Recording..."
          onClick={() => confirm.mutate(token)}
        >
          I consent as their parent
        </Button>
      </div>
      <p className={styles.muted}>
        By pressing it you confirm you are their parent or lawful guardian. If you do not agree, close this
        page: nothing more happens.
      </p>
    </LinkPage>
  );
}
