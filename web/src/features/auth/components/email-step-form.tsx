import { emailQuerySchema } from '@shared/auth/schemas';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { schemaValidator, useForm } from '@/lib/form';
import styles from './auth.module.css';
import { EmailField } from './email-field';

const validateEmail = schemaValidator<{ email: string }, { email: string }>(emailQuerySchema);

export interface EmailStepFormProps {
  defaultEmail?: string;
  submitLabel: string;
  pendingLabel?: string;
  isPending: boolean;
  error?: ReactNode;
  onSubmit: (email: string) => void;
}

/** The first step of the code flows: one email address, validated with the shared rule. */
export function EmailStepForm({
  defaultEmail = '',
  submitLabel,
  pendingLabel = 'Sending code...',
  isPending,
  error,
  onSubmit,
}: EmailStepFormProps) {
  const form = useForm({
    initialValues: { email: defaultEmail },
    validate: validateEmail,
    onSubmit: (values) => onSubmit(values.email),
  });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
      {error}
      <EmailField error={form.errors.email} {...form.field('email')} />
      <Button type="submit" size="lg" fullWidth isLoading={isPending} loadingText={pendingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
