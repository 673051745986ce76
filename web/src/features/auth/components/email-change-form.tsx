import { AUTH_MESSAGES, emailSchema } from '@shared/auth/schemas';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import styles from './auth.module.css';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

export interface EmailChangeFormProps {
  /** The account's address: confirming it needs no password, moving to another one does. */
  currentEmail: string;
  isPending: boolean;
  error?: ReactNode;
  onSubmit: (email: string, currentPassword: string | undefined) => void;
}

interface Values {
  email: string;
  currentPassword: string;
}

/**
 * The email step of a signed-in person. A new address asks for the current password too: an access token
 * alone must not be enough to move the account (ADR 0005).
 */
export function EmailChangeForm({ currentEmail, isPending, error, onSubmit }: EmailChangeFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { email: currentEmail, currentPassword: '' } });
  const parsedEmail = emailSchema.safeParse(watch('email'));
  const changing = !parsedEmail.success || parsedEmail.data !== currentEmail;

  const submit = handleSubmit((values) => {
    const email = emailSchema.safeParse(values.email);
    if (!email.success) {
      setError('email', { message: email.error.issues[0]?.message ?? AUTH_MESSAGES.emailInvalid });
      return;
    }
    if (email.data === currentEmail) return onSubmit(email.data, undefined);
    if (!values.currentPassword) {
      setError('currentPassword', { message: AUTH_MESSAGES.passwordRequired });
      return;
    }
    onSubmit(email.data, values.currentPassword);
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {error}
      <EmailField error={errors.email?.message} {...register('email')} />
      {changing ? (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          isRequired
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
      <Button type="submit" size="lg" fullWidth isLoading={isPending} loadingText="Sending code...">
        Send verification code
      </Button>
    </form>
  );
}
