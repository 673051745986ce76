import { zodResolver } from '@hookform/resolvers/zod';
import { emailQuerySchema } from '@shared/auth/schemas';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import styles from './auth.module.css';
import { EmailField } from './email-field';

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(emailQuerySchema),
    defaultValues: { email: defaultEmail },
  });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => onSubmit(values.email))}>
      {error}
      <EmailField error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" fullWidth isLoading={isPending} loadingText={pendingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
