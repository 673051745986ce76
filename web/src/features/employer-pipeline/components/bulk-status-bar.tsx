import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/jobs/options';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { PIPELINE_ROOT_KEY } from '../api/keys';
import { updateApplicationStatus } from '../api/update-application-status';
import { statusLabel } from '../lib/history';
import { bulkLabel } from '../lib/selection';
import styles from './pipeline.module.css';

interface BulkStatusBarProps {
  selected: readonly string[];
  onDone: () => void;
}

/** Moves every ticked application to one status: one PUT each, then one refresh of the pipeline. */
export function BulkStatusBar({ selected, onDone }: BulkStatusBarProps) {
  const [status, setStatus] = useState<ApplicationStatus>('reviewed');
  const [isSaving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const results = await Promise.allSettled(
      selected.map((applicationId) => updateApplicationStatus({ applicationId, status })),
    );
    setSaving(false);
    await queryClient.invalidateQueries({ queryKey: PIPELINE_ROOT_KEY });
    const failed = results.filter((result) => result.status === 'rejected').length;
    const moved = results.length - failed;
    if (moved > 0) {
      toast.show({
        title: 'Status updated',
        description: `${moved} ${moved === 1 ? 'application' : 'applications'} moved to ${statusLabel(status)}.`,
        variant: 'success',
      });
    }
    if (failed > 0) {
      toast.show({
        title: 'Some statuses were not changed',
        description: `${failed} ${failed === 1 ? 'application' : 'applications'} could not be moved. Please try again.`,
        variant: 'error',
      });
    } else {
      onDone();
    }
  };

  return (
    <form className={styles.bulk} onSubmit={apply} aria-labelledby="bulk-title">
      <p id="bulk-title" className={styles.bulkTitle}>
        {bulkLabel(selected.length)}
      </p>
      <div className={styles.bulkField}>
        <SelectField
          label="New status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
        >
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" size="sm" isLoading={isSaving}>
        Apply
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={isSaving}>
        Clear selection
      </Button>
    </form>
  );
}
