import { AUTH_MESSAGES, emailSchema } from '@shared/auth/schemas';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useForm, type Validation } from '@/lib/form';
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

/** The address to verify, and the current password when it is not the account's own. */
function emailChangeRules(
  values: Values,
  currentEmail: string,
): Validation<{ email: string; currentPassword?: string }, keyof Values> {
  const email = emailSchema.safeParse(values.email);
  if (!email.success) {
    return { valid: false, errors: { email: email.error.issues[0]?.message ?? AUTH_MESSAGES.emailInvalid } };
  }
  if (email.data === currentEmail) return { valid: true, data: { email: email.data } };
  if (!values.currentPassword) {
    return { valid: false, errors: { currentPassword: AUTH_MESSAGES.passwordRequired } };
  }
  return { valid: true, data: { email: email.data, currentPassword: values.currentPassword } };
}

/**
 * The email step of a signed-in person. A new address asks for the current password too: an access token
 * alone must not be enough to move the account (ADR 0005).
 */
export function EmailChangeForm({ currentEmail, isPending, error, onSubmit }: EmailChangeFormProps) {
  const form = useForm({
    initialValues: { email: currentEmail, currentPassword: '' },
    validate: (values) => emailChangeRules(values, currentEmail),
    // The rules speak at submit: editing a field takes its message away until the next try.
    revalidate: 'on-submit',
    onSubmit: (values) => onSubmit(values.email, values.currentPassword),
  });
  const parsedEmail = emailSchema.safeParse(form.values.email);
  const changing = !parsedEmail.success || parsedEmail.data !== currentEmail;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
      {error}
      <EmailField error={form.errors.email} {...form.field('email')} />
      {changing ? (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          isRequired
          error={form.errors.currentPassword}
          {...form.field('currentPassword')}
        />
      ) : null}
      <Button type="submit" size="lg" fullWidth isLoading={isPending} loadingText="Sending code...">
        Send verification code
      </Button>
    </form>
  );
}
