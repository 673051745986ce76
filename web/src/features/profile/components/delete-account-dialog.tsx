import { AUTH_MESSAGES } from '@shared/auth/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { endSession } from '@/lib/auth';
import { useNavigate } from '@/lib/router';
import { useDeleteAccount } from '../api/delete-account';
import styles from './profile.module.css';

/**
 * Confirms with the current password (an access token alone must not delete an account), deletes the
 * account, then signs this tab out and goes home.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const remove = useDeleteAccount({
    mutationConfig: {
      onSuccess: async () => {
        // Leave the protected page first, so its guard does not send the person to /login.
        await navigate(paths.home.getHref(), { replace: true });
        endSession('signed-out');
        toast.show({
          variant: 'success',
          title: 'Account deleted',
          description: 'Your account and profile have been permanently deleted.',
        });
      },
    },
  });
  // A refusal (a wrong password) is said in the server's own words; a failure without one in the screen's.
  const failure =
    isAppError(remove.error) && remove.error.status >= 400 && remove.error.status < 500
      ? remove.error.message
      : remove.isError
        ? 'Failed to delete account. Please try again.'
        : undefined;

  return (
    <ConfirmDialog
      title="Delete your account?"
      confirmLabel="Delete my account"
      onConfirm={() => {
        setMissing(!password);
        if (password) remove.mutate({ currentPassword: password });
      }}
      onClose={onClose}
      isPending={remove.isPending}
      error={failure}
    >
      <p className={styles.confirmText}>
        This permanently deletes your Jobmatch account together with your profile, work experience, education,
        certifications and resume. You will be signed out. This action is permanent and cannot be undone.
      </p>
      <InputField
        label="Enter your password to confirm"
        type="password"
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing && !password ? AUTH_MESSAGES.passwordRequired : undefined}
      />
    </ConfirmDialog>
  );
}
