import { MODERATION_MESSAGES, type ModerationAction } from '@shared/jobs/moderation';
import { CONFIRMATION_MESSAGES } from '@shared/jobs/reconfirmation';
import type { Job } from '@shared/jobs/types';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useConfirmJob } from '../api/confirm-job';
import { useDeleteJob } from '../api/delete-job';
import { useModerateJob } from '../api/moderate-job';
import { useSetJobStatus } from '../api/set-job-status';
import type { JobCardActions } from '../components/job-card';
import { LazyJobFormModal } from '../components/lazy-job-form-modal';
import { ModerationModal } from '../components/moderation-modal';
import { EMPLOYER_JOB_MESSAGES, failureMessage } from '../lib/messages';

/**
 * Edit, delete (after a confirmation; an admin gives a reason) and pause (an admin gives a reason) or
 * activate, for the cards of one list. Returns each
 * card's actions and the dialogs to render once beside the list.
 */
export function useJobActions({ isAdmin }: { isAdmin: boolean }) {
  const toast = useToast();
  const [editing, setEditing] = useState<Job | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const [deleteError, setDeleteError] = useState<string>();
  const status = useSetJobStatus();
  const confirm = useConfirmJob();
  const remove = useDeleteJob();
  // An admin pausing or removing another organisation's job says why, and the employer is mailed it.
  const [moderating, setModerating] = useState<{ job: Job; action: ModerationAction } | null>(null);
  const [moderationError, setModerationError] = useState<string>();
  const moderation = useModerateJob();

  const moderate = (job: Job, action: ModerationAction) => {
    setModerationError(undefined);
    setModerating({ job, action });
  };

  const confirmModeration = (reason: string) => {
    if (!moderating) return;
    const { job, action } = moderating;
    moderation.mutate(
      { jobId: job.id, action, reason },
      {
        onSuccess: () => {
          toast.show({
            variant: 'success',
            title: `${action === 'pause' ? MODERATION_MESSAGES.paused : MODERATION_MESSAGES.removed}: ${job.title}`,
            description: MODERATION_MESSAGES.employerTold,
          });
          setModerating(null);
        },
        onError: (error) => setModerationError(failureMessage(error, MODERATION_MESSAGES.failed)),
      },
    );
  };

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
      if (isAdmin) return moderate(job, 'remove');
      setDeleteError(undefined);
      setDeleting(job);
    },
    onToggleStatus: () => (isAdmin && job.isActive ? moderate(job, 'pause') : toggleStatus(job)),
    isTogglingStatus: status.isPending && status.variables?.jobId === job.id,
    // An admin moderates; the organisation's members say whether their job is still hiring (ADR 0029).
    ...(isAdmin
      ? {}
      : {
          onConfirm: () =>
            confirm.mutate(
              { jobId: job.id },
              {
                onSuccess: () =>
                  toast.show({
                    variant: 'success',
                    title: CONFIRMATION_MESSAGES.confirmedToast,
                    description: job.title,
                  }),
                onError: (error) =>
                  toast.show({
                    variant: 'error',
                    title: failureMessage(error, CONFIRMATION_MESSAGES.failed),
                  }),
              },
            ),
          isConfirming: confirm.isPending && confirm.variables?.jobId === job.id,
        }),
  });

  const dialogs = (
    <>
      {moderating ? (
        <ModerationModal
          job={moderating.job}
          action={moderating.action}
          isPending={moderation.isPending}
          error={moderationError}
          onCancel={() => setModerating(null)}
          onConfirm={confirmModeration}
        />
      ) : null}
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
