import { FILE_MESSAGES } from '@shared/files/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { useDeleteAvatar } from '../api/delete-avatar';
import { FILES_UI_MESSAGES, messageOf } from '../lib/messages';
import styles from './files.module.css';
import { UploadWidget } from './upload-widget';

/**
 * Under the avatar on the own profile: upload or replace the picture (in a dialog) and delete it. Whether
 * there is one comes from the profile the page shows (which a file change reloads), so the page asks no
 * picture info of its own, and no 'not found' answer stands in the console of a profile without one.
 */
export function AvatarControls({ hasAvatar }: { hasAvatar: boolean }) {
  const remove = useDeleteAvatar();
  const toast = useToast();
  const [dialog, setDialog] = useState<'upload' | 'delete' | null>(null);

  return (
    <div className={styles.avatarControls}>
      <Button variant="ghost" size="sm" onClick={() => setDialog('upload')}>
        {hasAvatar ? 'Change photo' : 'Upload photo'}
      </Button>
      {hasAvatar ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            remove.reset();
            setDialog('delete');
          }}
        >
          Remove photo
        </Button>
      ) : null}
      {dialog === 'upload' ? (
        <Modal isOpen size="md" title="Profile picture" onClose={() => setDialog(null)}>
          <UploadWidget
            kind="avatar"
            title={hasAvatar ? 'Replace your profile picture' : 'Upload a profile picture'}
            onError={(message) => {
              // A cancel is the person's own choice, not a failure to alert.
              if (message === FILE_MESSAGES.uploadAborted) return;
              toast.show({ variant: 'error', title: FILES_UI_MESSAGES.avatarUploadAlert(message) });
            }}
            onUploaded={() => {
              setDialog(null);
              toast.show({ variant: 'success', title: 'Profile picture updated' });
            }}
          />
        </Modal>
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title="Remove profile picture"
          confirmLabel="Delete"
          isPending={remove.isPending}
          error={remove.isError ? messageOf(remove.error, FILES_UI_MESSAGES.deleteAvatarFailed) : undefined}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setDialog(null);
                toast.show({ variant: 'success', title: 'Profile picture removed' });
              },
            })
          }
        >
          <p>{FILE_MESSAGES.deleteAvatarConfirm}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
