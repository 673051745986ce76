import type { Form } from '@/lib/form';
import styles from './auth.module.css';
import { PasswordField } from './password-field';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

const TEXTS = {
  account: {
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    confirm: 'Confirm password',
    confirmHint: 'Type it once more.',
  },
  replacement: {
    password: 'New password',
    passwordHint: undefined,
    confirm: 'Confirm new password',
    confirmHint: undefined,
  },
};

export interface NewPasswordFieldsProps {
  form: Pick<Form<NewPassword>, 'values' | 'errors' | 'field'>;
  /**
   * 'account': the password of an account being made, the two fields side by side with hints.
   * 'replacement': a new password for an existing account, one field under the other.
   */
  purpose: keyof typeof TEXTS;
  /** What the new password must be, under its field, when the purpose's own hint is not enough. */
  hint?: string;
}

/** A new password and the same typed again, offered to the browser's password manager as a new one. */
export function NewPasswordFields({ form, purpose, hint }: NewPasswordFieldsProps) {
  const texts = TEXTS[purpose];
  const fields = (
    <>
      <PasswordField
        label={texts.password}
        autoComplete="new-password"
        isRequired
        hint={hint ?? texts.passwordHint}
        error={form.errors.password}
        {...form.field('password')}
      />
      <PasswordField
        label={texts.confirm}
        autoComplete="new-password"
        isRequired
        hint={texts.confirmHint}
        error={form.errors.confirmPassword}
        {...form.field('confirmPassword')}
      />
    </>
  );
  return purpose === 'account' ? <div className={styles.row}>{fields}</div> : fields;
}
