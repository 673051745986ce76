import type { Application } from '@shared/jobs/types';
import {
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_REASON_LABELS,
  WITHDRAWAL_REASONS,
  type WithdrawalReason,
} from '@shared/jobs/withdrawal';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField, TextareaField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useWithdrawApplication } from '../api/withdraw-application';

interface WithdrawDialogProps {
  application: Application;
  onClose: () => void;
}

/**
 * Asks before a candidate withdraws an application, and why (optional): the employer sees the reason
 * beside the change. A withdrawal cannot be taken back, so Cancel has the focus.
 */
export function WithdrawDialog({ application, onClose }: WithdrawDialogProps) {
  const withdraw = useWithdrawApplication();
  const toast = useToast();
  const [reason, setReason] = useState<WithdrawalReason | ''>('');
  const [reasonText, setReasonText] = useState('');
  const { title, company } = application.job;

  const confirm = () =>
    withdraw.mutate(
      { applicationId: application.id, reason: reason || undefined, reasonText },
      {
        onSuccess: () => {
          toast.show({ title: `Application for ${title} withdrawn`, variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      title={`Withdraw your application for ${title}?`}
      confirmLabel="Withdraw application"
      pendingLabel="Withdrawing..."
      onConfirm={confirm}
      onClose={onClose}
      isPending={withdraw.isPending}
      error={withdraw.error?.message}
    >
      <p>
        {company.name} will see that you withdrew, and will not move this application any further. This cannot
        be undone; to be considered again, you would need a new job to apply to.
      </p>
      <SelectField
        label="Reason (optional)"
        placeholder="Choose a reason"
        value={reason}
        onChange={(event) => setReason(event.target.value as WithdrawalReason | '')}
      >
        {WITHDRAWAL_REASONS.map((value) => (
          <option key={value} value={value}>
            {WITHDRAWAL_REASON_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {reason === 'other' ? (
        <TextareaField
          label="Tell the employer why (optional)"
          rows={3}
          maxLength={WITHDRAWAL_LIMITS.reasonTextMax}
          value={reasonText}
          onChange={(event) => setReasonText(event.target.value)}
        />
      ) : null}
    </ConfirmDialog>
  );
}
