import { jobReportSchema } from '@shared/jobs/report-schemas';
import {
  DETAILS_MAX,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@shared/jobs/reports';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { jobReportKeys } from '../api/get-my-report';
import { useReportJob } from '../api/report-job';
import styles from './report-job.module.css';

interface ReportJobDialogProps {
  job: { id: string; title: string; companyName: string };
  onClose: () => void;
}

/**
 * Asks why a person reports a job (shared/jobs/reports.ts): one of the reasons, and their own words,
 * required for 'Other'. The same schema as the server checks the answer before it is sent.
 */
export function ReportJobDialog({ job, onClose }: ReportJobDialogProps) {
  const report = useReportJob();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; details?: string }>({});
  const reasonErrorId = useId();

  const confirm = () => {
    const checked = jobReportSchema.safeParse({ reason: reason || undefined, details });
    if (!checked.success) {
      const found: { reason?: string; details?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'details' ? 'details' : 'reason';
        found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    report.mutate(
      { jobId: job.id, ...checked.data },
      {
        onSuccess: () => {
          toast.show({ title: REPORT_MESSAGES.reported, variant: 'success' });
          onClose();
        },
        // Reported already (another tab): the page learns it and says so instead of the button.
        onError: () => queryClient.invalidateQueries({ queryKey: jobReportKeys.mine(job.id) }),
      },
    );
  };

  return (
    <ConfirmDialog
      title="Report this job"
      confirmLabel="Send report"
      pendingLabel="Sending..."
      confirmVariant="primary"
      onConfirm={confirm}
      onClose={onClose}
      isPending={report.isPending}
      error={report.error?.message}
    >
      <p className={styles.intro}>
        “{job.title}” at {job.companyName}. Our admins review every report; the employer is not told who
        reported. You can report a job once.
      </p>
      <fieldset
        className={styles.reasons}
        aria-describedby={problems.reason ? reasonErrorId : undefined}
        aria-invalid={problems.reason ? true : undefined}
      >
        <legend>What is wrong with this job?</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className={styles.reason}>
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setProblems((current) => ({ ...current, reason: undefined }));
              }}
            />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
        {problems.reason ? (
          <p id={reasonErrorId} className={styles.error}>
            {problems.reason}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        label={reason === 'other' ? 'Tell us what is wrong' : 'Anything else we should know? (optional)'}
        isRequired={reason === 'other'}
        rows={3}
        maxLength={DETAILS_MAX}
        value={details}
        error={problems.details}
        onChange={(event) => setDetails(event.target.value)}
      />
    </ConfirmDialog>
  );
}
