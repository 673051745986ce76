import { PRIVACY_REQUEST_MESSAGES } from '@shared/privacy/requests';
import { Button, ButtonLink } from '@/components/ui/button';
import { LinkPage } from '@/components/ui/link-page';
import { paths } from '@/config/paths';
import { useConfirmPrivacyRequest } from '../api/guest-privacy-request';
import styles from './privacy-requests.module.css';

/**
 * /privacy/requests/confirm?token: where a signed-out request's confirmation link lands. Opening it files
 * nothing (mail scanners open links too); the button does.
 */
export function ConfirmPrivacyRequestPage({ token }: { token: string | null }) {
  const confirm = useConfirmPrivacyRequest();
  const again = (
    <div className={styles.actions}>
      <ButtonLink to={paths.privacyRequests.getHref()}>Go to privacy requests</ButtonLink>
    </div>
  );
  if (!token) {
    return (
      <LinkPage className={styles.centered} cardClassName={styles.card} title="This link does not work">
        {<p>{PRIVACY_REQUEST_MESSAGES.linkInvalid}</p>}
        {again}
      </LinkPage>
    );
  }
  if (confirm.isSuccess) {
    return (
      <LinkPage className={styles.centered} cardClassName={styles.card} title="Your request is filed">
        <p>
          Your reference is <strong className={styles.reference}>{confirm.data.reference}</strong>. We have
          mailed you an acknowledgement and will mail you again at each step.
        </p>
      </LinkPage>
    );
  }
  if (confirm.isError) {
    return (
      <LinkPage className={styles.centered} cardClassName={styles.card} title="This link does not work">
        <p>{confirm.error instanceof Error ? confirm.error.message : PRIVACY_REQUEST_MESSAGES.linkInvalid}</p>
        {again}
      </LinkPage>
    );
  }
  return (
    <LinkPage className={styles.centered} cardClassName={styles.card} title="Confirm your privacy request">
      <p>Press the button to file the request you made with this email address.</p>
      <div className={styles.actions}>
        <Button onClick={() => confirm.mutate(token)} isLoading={confirm.isPending} loadingText="Filing...">
          Confirm my request
        </Button>
      </div>
    </LinkPage>
  );
}
