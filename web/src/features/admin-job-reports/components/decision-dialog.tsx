import { MODERATION_MESSAGES, REASON_MAX } from '@shared/jobs/moderation';
import { reportDecisionSchema } from '@shared/jobs/report-schemas';
import type { ReportDecision, ReportedJob } from '@shared/jobs/reports';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, TextareaField } from '@/components/ui/field';

interface DecisionDialogProps {
  report: ReportedJob;
  decision: ReportDecision;
  isPending: boolean;
  error?: string;
  onCancel: () => void;
  onConfirm: (body: { reason?: string; suspendPosting?: boolean }) => void;
}

const reporters = (count: number) =>
  count === 1 ? 'the person who reported it' : `each of the ${count} people who reported it`;

/**
 * The admin's decision on a reported job. Restoring puts it back in search; removing asks why (mailed to
 * the employer, as job moderation does) and may suspend the organisation's posting. Either way the
 * reporters are mailed the outcome. Cancel has the focus, so Enter never decides by accident.
 */
export function DecisionDialog({
  report,
  decision,
  isPending,
  error,
  onCancel,
  onConfirm,
}: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [suspend, setSuspend] = useState(false);
  const [problem, setProblem] = useState<string>();
  const removing = decision === 'remove';

  const confirm = () => {
    if (!removing) return onConfirm({});
    const checked = reportDecisionSchema.safeParse({ decision, reason, suspendPosting: suspend });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    onConfirm({ reason: checked.data.reason, suspendPosting: checked.data.suspendPosting });
  };

  return (
    <ConfirmDialog
      title={removing ? `Remove job: ${report.title}` : `Restore job: ${report.title}`}
      confirmLabel={removing ? 'Remove job' : 'Restore job'}
      pendingLabel={removing ? 'Removing...' : 'Restoring...'}
      confirmVariant={removing ? 'danger' : 'primary'}
      onConfirm={confirm}
      onClose={onCancel}
      isPending={isPending}
      error={error}
    >
      {removing ? (
        <>
          <p>
            “{report.title}” at {report.companyName} will be removed for everyone; this cannot be undone. The
            employer is emailed your reason, and {reporters(report.reportCount)} is told it was removed.
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
          <CheckboxField
            label={`Also suspend ${report.companyName}'s posting until an admin lifts it`}
            checked={suspend || report.poster.suspended}
            disabled={report.poster.suspended}
            onChange={(event) => setSuspend(event.target.checked)}
          />
          <p>
            {report.poster.suspended
              ? `${report.companyName} is already suspended from posting.`
              : `A second removal within 90 days suspends posting on its own (${report.poster.recentRemovals === 1 ? '1 removal' : `${report.poster.recentRemovals} removals`} so far).`}
          </p>
        </>
      ) : (
        <p>
          “{report.title}” at {report.companyName} goes back into search at once, and{' '}
          {reporters(report.reportCount)} is told it was reviewed and kept.
        </p>
      )}
    </ConfirmDialog>
  );
}
