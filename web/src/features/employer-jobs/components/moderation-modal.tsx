import {
  jobModerationSchema,
  MODERATION_MESSAGES,
  type ModerationAction,
  REASON_MAX,
} from '@shared/jobs/moderation';
import type { Job } from '@shared/jobs/types';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextareaField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';

const COPY: Record<ModerationAction, { title: string; confirm: string; pending: string; says: string }> = {
  pause: {
    title: 'Pause Job',
    confirm: 'Pause Job',
    pending: 'Pausing...',
    says: 'Candidates will no longer find it or apply until the employer activates it again.',
  },
  remove: {
    title: 'Delete Job',
    confirm: 'Delete Job',
    pending: 'Deleting...',
    says: 'It will be removed for everyone, and candidates will no longer be able to find or apply to it. This cannot be undone.',
  },
};

interface ModerationModalProps {
  job: Job;
  action: ModerationAction;
  isPending: boolean;
  error?: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * An admin's pause or removal of a job asks why (shared/jobs/moderation.ts); the reason is mailed to the
 * employer, so the field says so. Cancel has the focus, so Enter never confirms by accident.
 */
export function ModerationModal({
  job,
  action,
  isPending,
  error,
  onCancel,
  onConfirm,
}: ModerationModalProps) {
  const copy = COPY[action];
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const submit = () => {
    const checked = jobModerationSchema.safeParse({ action, reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    onConfirm(checked.data.reason);
  };
  return (
    <Modal
      isOpen
      size="sm"
      title={`${copy.title}: ${job.title}`}
      initialFocusRef={cancelRef}
      onClose={onCancel}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={submit} isLoading={isPending} loadingText={copy.pending}>
            {copy.confirm}
          </Button>
        </>
      }
    >
      <p>
        “{job.title}” at {job.company.name}. {copy.says}
      </p>
      <TextareaField
        label="Reason"
        hint={MODERATION_MESSAGES.reasonHint}
        isRequired
        rows={4}
        maxLength={REASON_MAX}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </Modal>
  );
}
