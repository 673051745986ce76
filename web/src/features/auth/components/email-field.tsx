import type { ReactNode } from 'react';
import { InputField, type InputFieldProps } from '@/components/ui/field';

export type EmailFieldProps = Omit<InputFieldProps, 'label' | 'type'> & { label?: ReactNode };

/**
 * An email address input as every sign-in form asks for it: the email keyboard on phones, the browser's
 * saved address offered, and marked required unless told otherwise.
 */
export function EmailField({ label = 'Email address', ...props }: EmailFieldProps) {
  return (
    <InputField label={label} type="email" autoComplete="email" inputMode="email" isRequired {...props} />
  );
}
