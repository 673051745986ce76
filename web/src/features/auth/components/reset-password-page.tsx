import { AUTH_ERROR_CODES } from '@shared/auth/api';
import { emailSchema, newPasswordFormSchema } from '@shared/auth/schemas';
import { CODES } from '@shared/constants';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { schemaValidator, useForm } from '@/lib/form';
import { Link, useNavigate } from '@/lib/router';
import { useAsyncAction } from '@/lib/use-async-action';
import { resetPassword } from '../api/reset-password';
import { sendPasswordResetOtp } from '../api/send-password-reset-otp';
import { verifyPasswordResetOtp } from '../api/verify-password-reset-otp';
import { useCodeStepEmail } from '../lib/code-step-state';
import { useCodeChallenge } from '../lib/use-code-challenge';
import { useScrollTopOnChange } from '../lib/use-scroll-top-on-change';
import { ErrorAlert } from './alerts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { CheckIcon, KeyIcon } from './icons';
import type { LoginNavigationState } from './login-page';
import { NewPasswordFields } from './new-password-fields';
import { continueToCode, SendCodeForm } from './send-code-form';

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string; resendAfterSeconds: number }
  | { name: 'password'; email: string; token: string }
  | { name: 'done'; email: string };

export const PASSWORD_RESET_NOTICE = 'Your password has been reset. Sign in with your new password.';

function initialStep(email: string | null): Step {
  const parsed = emailSchema.safeParse(email ?? '');
  // Arriving from 'Check your email': the code is in the inbox already, so the page starts at the code.
  return parsed.success
    ? { name: 'code', email: parsed.data, resendAfterSeconds: CODES.resendCooldownSeconds }
    : { name: 'email' };
}

/** /reset-password (candidate-side.md section 2): email, code, new password, then /login after 2 seconds. */
export function ResetPasswordPage() {
  const sentTo = useCodeStepEmail();
  const [step, setStep] = useState<Step>(() => initialStep(sentTo));
  const navigate = useNavigate();
  useScrollTopOnChange(step.name);

  useEffect(() => {
    if (step.name !== 'done') return;
    const state: LoginNavigationState = { message: PASSWORD_RESET_NOTICE, email: step.email };
    const timer = setTimeout(
      () => navigate(paths.auth.login.getHref(), { replace: true, state }),
      CODES.redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [step, navigate]);

  const footer = (
    <p>
      <Link to={paths.auth.login.getHref()}>Back to sign in</Link>
    </p>
  );

  if (step.name === 'code') {
    return (
      <AuthCard title="Enter your reset code" icon={<KeyIcon />} footer={footer}>
        <ResetCodeStep
          email={step.email}
          resendAfterSeconds={step.resendAfterSeconds}
          onVerified={(token) => setStep({ name: 'password', email: step.email, token })}
          onChangeEmail={() => setStep({ name: 'email' })}
        />
      </AuthCard>
    );
  }
  if (step.name === 'password') {
    return (
      <AuthCard title="Choose a new password" subtitle="Use at least 8 characters." footer={footer}>
        <NewPasswordStep
          token={step.token}
          onDone={() => setStep({ name: 'done', email: step.email })}
          onStartOver={() => setStep({ name: 'email' })}
        />
      </AuthCard>
    );
  }
  if (step.name === 'done') return <ResetDone footer={footer} />;
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email address of your account. We will send you a 6-digit code."
      footer={footer}
    >
      <SendResetCode
        onSent={(email, resendAfterSeconds) => setStep({ name: 'code', email, resendAfterSeconds })}
      />
    </AuthCard>
  );
}

function SendResetCode({ onSent }: { onSent: (email: string, resendAfterSeconds: number) => void }) {
  const send = useAsyncAction(sendPasswordResetOtp, continueToCode(onSent));
  return (
    <SendCodeForm
      send={send}
      failureMessage="Failed to send password reset OTP"
      submitLabel="Send code"
      onSubmit={(email) => void send.run({ email })}
    />
  );
}

interface ResetCodeStepProps {
  email: string;
  resendAfterSeconds: number;
  onVerified: (token: string) => void;
  onChangeEmail: () => void;
}

function ResetCodeStep({ email, resendAfterSeconds, onVerified, onChangeEmail }: ResetCodeStepProps) {
  const challenge = useCodeChallenge({
    resend: () => sendPasswordResetOtp({ email }),
    verify: async (otp) => {
      const verified = await verifyPasswordResetOtp({ email, otp });
      if (!verified.token) throw new Error('The server verified the code but sent no reset token');
      onVerified(verified.token);
    },
    resendAfterSeconds,
    nextResendAfter: (sent) => sent.resendAfterSeconds,
    messages: { verifyFailed: 'Failed to verify password reset OTP', resendFailed: 'Failed to resend OTP' },
  });
  return (
    <CodeStep
      email={email}
      challenge={challenge}
      submitLabel="Verify code"
      changeEmail={{ label: 'Use a different email address', onClick: onChangeEmail }}
    />
  );
}

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

const validateNewPassword = schemaValidator<NewPasswordValues, NewPasswordValues>(newPasswordFormSchema);

function NewPasswordStep({
  token,
  onDone,
  onStartOver,
}: {
  token: string;
  onDone: () => void;
  onStartOver: () => void;
}) {
  const reset = useAsyncAction(resetPassword, { onSuccess: onDone });
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    onSubmit: ({ password }) => reset.run({ token, password }),
  });
  const tokenRefused = isAppError(reset.error) && reset.error.code === AUTH_ERROR_CODES.invalidToken;
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
      {reset.isError ? (
        <ErrorAlert>
          {tokenRefused
            ? 'This reset session has expired. Please request a new code.'
            : isAppError(reset.error) && reset.error.status >= 400
              ? reset.error.message
              : 'Failed to reset password. Please try again.'}
        </ErrorAlert>
      ) : null}
      <NewPasswordFields form={form} purpose="replacement" />
      <Button type="submit" size="lg" fullWidth isLoading={reset.isPending} loadingText="Saving...">
        Reset password
      </Button>
      {tokenRefused ? (
        <Button variant="outline" fullWidth onClick={onStartOver}>
          Request a new code
        </Button>
      ) : null}
    </form>
  );
}

function ResetDone({ footer }: { footer: ReactNode }) {
  return (
    <AuthCard
      icon={<CheckIcon />}
      tone="success"
      focusTitle
      title="Password reset successfully"
      subtitle="You can now sign in with your new password. Taking you to sign in..."
      footer={footer}
    />
  );
}
