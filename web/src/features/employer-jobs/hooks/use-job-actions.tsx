import type { Job } from '@shared/jobs/types';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useDeleteJob } from '../api/delete-job';
import { useSetJobStatus } from '../api/set-job-status';
import type { JobCardActions } from '../components/job-card';
import { LazyJobFormModal } from '../components/lazy-job-form-modal';
import { EMPLOYER_JOB_MESSAGES, failureMessage } from '../lib/messages';

/**
 * Edit, delete (after a confirmation) and pause or activate, for the cards of one list. Returns each
 * card's actions and the dialogs to render once beside the list.
 */
export function useJobActions({ isAdmin }: { isAdmin: boolean }) {
  const toast = useToast();
  const [editing, setEditing] = useState<Job | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const [deleteError, setDeleteError] = useState<string>();
  const status = useSetJobStatus();
  const remove = useDeleteJob();

  const toggleStatus = (job: Job) => {
    status.mutate(
      { jobId: job.id, isActive: !job.isActive },
      {
        onSuccess: (saved) =>
          toast.show(
            saved.isActive
              ? {
                  variant: 'success',
                  title: EMPLOYER_JOB_MESSAGES.activated,
                  description: EMPLOYER_JOB_MESSAGES.activatedDetail,
                }
              : {
                  variant: 'success',
                  title: EMPLOYER_JOB_MESSAGES.paused,
                  description: EMPLOYER_JOB_MESSAGES.pausedDetail,
                },
          ),
        onError: (error) =>
          toast.show({ variant: 'error', title: failureMessage(error, EMPLOYER_JOB_MESSAGES.statusFailed) }),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { jobId: deleting.id },
      {
        onSuccess: () => {
          toast.show({
            variant: 'success',
            title: EMPLOYER_JOB_MESSAGES.deleted,
            description: deleting.title,
          });
          setDeleting(null);
        },
        onError: (error) => setDeleteError(failureMessage(error, EMPLOYER_JOB_MESSAGES.deleteFailed)),
      },
    );
  };

  const actionsFor = (job: Job): JobCardActions => ({
    onEdit: () => setEditing(job),
    onDelete: () => {
      setDeleteError(undefined);
      setDeleting(job);
    },
    onToggleStatus: () => toggleStatus(job),
    isTogglingStatus: status.isPending && status.variables?.jobId === job.id,
  });

  const dialogs = (
    <>
      {editing ? <LazyJobFormModal job={editing} isAdmin={isAdmin} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this job?"
          confirmLabel="Delete job"
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
          isPending={remove.isPending}
          error={deleteError}
        >
          <p>
            “{deleting.title}” will be removed for everyone, and candidates will no longer be able to find or
            apply to it. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );

  return { actionsFor, dialogs };
}
