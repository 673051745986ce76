import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@shared/auth/schemas';
import { CODES } from '@shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useForgotPassword } from '../api/forgot-password';
import { readCodeFailure } from '../lib/code-errors';
import { useScrollTopOnChange } from '../lib/use-scroll-top-on-change';
import { ErrorAlert } from './alerts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { MailIcon } from './icons';

interface ForgotPasswordValues {
  email: string;
}

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  useScrollTopOnChange(sentTo ? 'sent' : 'form');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const request = useForgotPassword({
    mutationConfig: { onSuccess: (_sent, { email }) => setSentTo(email) },
  });

  useEffect(() => {
    if (sentTo) headingRef.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <AuthCard
        icon={<MailIcon />}
        tone="success"
        titleRef={headingRef}
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
          <ButtonLink to={paths.auth.resetPassword.getHref(sentTo)} size="lg" fullWidth>
            Enter reset code
          </ButtonLink>
          <Button
            variant="outline"
            fullWidth
            onClick={() => {
              request.reset();
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
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((values) => request.mutate({ email: values.email }))}
      >
        {request.isError ? <ErrorAlert>{failureMessage(request.error)}</ErrorAlert> : null}
        <InputField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={request.isPending} loadingText="Sending...">
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
