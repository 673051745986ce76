import type { PipelineRow } from '@shared/employer/types';
import { EMPLOYER_STATUSES, type EmployerStatus } from '@shared/jobs/options';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { statusLabel } from '../lib/history';
import { bulkLabel } from '../lib/selection';
import { countOf } from '../lib/status-change';
import styles from './pipeline.module.css';
import { useStatusChange } from './use-status-change';

interface BulkStatusBarProps {
  /** The ticked applications, as the list shows them. */
  selected: readonly PipelineRow[];
  onDone: () => void;
}

/**
 * Moves every ticked application to one status: one PUT each, then one refresh of the pipeline; Rejected
 * and Hired are confirmed first, and the move is offered for Undo (use-status-change).
 */
export function BulkStatusBar({ selected, onDone }: BulkStatusBarProps) {
  const [status, setStatus] = useState<EmployerStatus>('reviewed');
  const statusChange = useStatusChange({ onSaved: onDone });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    statusChange.request({
      // A withdrawn application is the candidate's to keep: it moves no more.
      applications: selected
        .filter(({ status: now }) => now !== 'withdrawn')
        .map(({ id, status: now }) => ({ id, status: now })),
      to: status,
      who: countOf(selected.length),
    });
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
          onChange={(event) => setStatus(event.target.value as EmployerStatus)}
        >
          {EMPLOYER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" size="sm" isLoading={statusChange.isPending}>
        Apply
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={statusChange.isPending}>
        Clear selection
      </Button>
      {statusChange.dialog}
    </form>
  );
}
