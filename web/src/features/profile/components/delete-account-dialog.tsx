import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import styles from './profile.module.css';

/** Confirms, deletes the account, then signs this tab out and goes home. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
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
      onError: () => toast.show({ variant: 'error', title: 'Failed to delete account. Please try again.' }),
    },
  });

  return (
    <ConfirmDialog
      title="Delete your account?"
      confirmLabel="Delete my account"
      onConfirm={() => remove.mutate()}
      onClose={onClose}
      isPending={remove.isPending}
    >
      <p className={styles.confirmText}>
        This permanently deletes your Jobmatch account together with your profile, work experience, education,
        certifications and resume. You will be signed out. This action is permanent and cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
