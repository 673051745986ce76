import { CODES } from '@shared/constants';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useAsyncAction } from '@/lib/use-async-action';
import { forgotPassword } from '../api/forgot-password';
import { readCodeFailure } from '../lib/code-errors';
import { codeStepState } from '../lib/code-step-state';
import { useScrollTopOnChange } from '../lib/use-scroll-top-on-change';
import { ErrorAlert } from './alerts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { EmailStepForm } from './email-step-form';
import { MailIcon } from './icons';

function failureMessage(error: unknown): string {
  const reason = readCodeFailure(error, 'Failed to send password reset OTP');
  if (reason.kind === 'cooldown')
    return 'A code was sent moments ago. Check your inbox, or try again in a minute.';
  return reason.kind === 'other' ? reason.message : 'Failed to send password reset OTP';
}

/**
 * /forgot-password (candidate-side.md section 2): POST /auth/forgot-password mails a reset code, then the
 * 'Check your email' screen leads on to /reset-password to enter it.
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // 'Try again' brings the form back holding the address it was sent to, ready to correct.
  const [lastEmail, setLastEmail] = useState('');
  useScrollTopOnChange(sentTo ? 'sent' : 'form');
  const request = useAsyncAction(forgotPassword, { onSuccess: (_sent, { email }) => setSentTo(email) });

  if (sentTo) {
    return (
      <AuthCard
        icon={<MailIcon />}
        tone="success"
        focusTitle
        title="Check your email"
        subtitle={
          <>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a 6-digit code to reset the
            password. The code is valid for {CODES.expiryMinutes} minutes.
          </>
        }
        footer={
          <p>
            <Link to={paths.auth.login.getHref()}>Back to login</Link>
          </p>
        }
      >
        <div className={styles.actions}>
          <ButtonLink
            to={paths.auth.resetPassword.getHref()}
            state={codeStepState(sentTo)}
            size="lg"
            fullWidth
          >
            Enter reset code
          </ButtonLink>
          <Button
            variant="outline"
            fullWidth
            onClick={() => {
              request.reset();
              setLastEmail(sentTo);
              setSentTo(null);
            }}
          >
            Try again
          </Button>
        </div>
        <p className={`${styles.muted} ${styles.centered}`}>
          Didn&apos;t get it? Check your spam folder, or try again with another address.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a code to reset your password."
      footer={
        <p>
          Remembered it? <Link to={paths.auth.login.getHref()}>Back to login</Link>
        </p>
      }
    >
      <EmailStepForm
        defaultEmail={lastEmail}
        submitLabel="Send reset code"
        pendingLabel="Sending..."
        isPending={request.isPending}
        error={request.isError ? <ErrorAlert>{failureMessage(request.error)}</ErrorAlert> : null}
        onSubmit={(email) => void request.run({ email })}
      />
    </AuthCard>
  );
}
