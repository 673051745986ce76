import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { endSession } from '@/lib/auth';
import { useSearchParams } from '@/lib/router';
import { useAsyncAction } from '@/lib/use-async-action';
import { undoEmailChange } from '../api/undo-email-change';
import { ErrorAlert } from './alerts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { CheckIcon } from './icons';

const FAILED = 'We could not undo the change. Please try again.';

/**
 * /email-change/undo?token= : opened from the mail sent to the address an account left. Nothing happens
 * until the person presses the button, so a mail scanner opening the link does not use it up.
 */
export function UndoEmailChangePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const undo = useAsyncAction(undoEmailChange, {
    // Every session of the account has ended, this tab's too.
    onSuccess: () => endSession('signed-out'),
  });

  if (undo.data) {
    return (
      <AuthCard
        icon={<CheckIcon />}
        tone="success"
        focusTitle
        title="Your email address is back"
        subtitle={`${undo.data.email} is the email address of your Jobmatch account again. Every device was signed out.`}
      >
        <p>To sign in, set a new password with a code we send to this address.</p>
        <ButtonLink to={paths.auth.forgotPassword.getHref()} size="lg" fullWidth>
          Set a new password
        </ButtonLink>
      </AuthCard>
    );
  }

  const failure = undo.isError
    ? isAppError(undo.error) && undo.error.status >= 400 && undo.error.status < 500
      ? undo.error.message
      : FAILED
    : null;
  return (
    <AuthCard
      title="Undo the email change"
      subtitle="This puts your previous email address back on your Jobmatch account, signs every device out and asks you to set a new password."
    >
      <div className={styles.form}>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        {token ? null : (
          <ErrorAlert>This link is incomplete. Please open the link from the email again.</ErrorAlert>
        )}
        <Button
          size="lg"
          fullWidth
          disabled={!token}
          isLoading={undo.isPending}
          loadingText="Undoing..."
          onClick={() => void undo.run({ token })}
        >
          Undo email change
        </Button>
      </div>
    </AuthCard>
  );
}
