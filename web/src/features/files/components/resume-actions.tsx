import { FILE_MESSAGES } from '@shared/files/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useDeleteResume } from '../api/delete-resume';
import { useDownloadResume } from '../api/get-resume-download-url';
import { FILES_UI_MESSAGES, messageOf } from '../lib/messages';

/** Download and Delete (with the permanent-delete confirmation) for the resume on file. */
export function ResumeActions() {
  const download = useDownloadResume();
  const remove = useDeleteResume();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        isLoading={download.isPending}
        loadingText="Preparing..."
        onClick={() =>
          download.mutate(undefined, {
            onError: () => toast.show({ variant: 'error', title: FILES_UI_MESSAGES.downloadResumeFailed }),
          })
        }
      >
        Download
      </Button>
      <Button
        variant="danger"
        size="sm"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        Delete
      </Button>
      {confirming ? (
        <ConfirmDialog
          title="Delete resume"
          confirmLabel="Delete"
          isPending={remove.isPending}
          error={remove.isError ? messageOf(remove.error, FILES_UI_MESSAGES.deleteResumeFailed) : undefined}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast.show({ variant: 'success', title: 'Resume deleted' });
              },
            })
          }
        >
          <p>{FILE_MESSAGES.deleteResumeConfirm}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
