import { RECRUITER_MESSAGES } from '@shared/recruiters/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextareaField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import styles from './admin-recruiters.module.css';

interface RejectModalProps {
  isOpen: boolean;
  companyName: string;
  isPending: boolean;
  error: string | null;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Rejection needs a reason (spec section 5); the employer reads it on their application page and mail. */
export function RejectModal({ isOpen, companyName, isPending, error, onCancel, onReject }: RejectModalProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={`Reject ${companyName}`}
      footer={
        <div className={styles.modalActions}>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant="danger"
            isLoading={isPending}
            onClick={() => {
              if (!reason.trim()) {
                setMissing(true);
                return;
              }
              onReject(reason.trim());
            }}
          >
            Reject Application
          </Button>
        </div>
      }
    >
      <TextareaField
        label="Reason for rejection"
        isRequired
        rows={4}
        value={reason}
        error={missing && !reason.trim() ? RECRUITER_MESSAGES.reasonRequired : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </Modal>
  );
}
