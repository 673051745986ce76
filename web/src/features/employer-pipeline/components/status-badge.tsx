import type { ApplicationStatus } from '@shared/jobs/options';
import { statusLabel } from '../lib/history';
import styles from './pipeline.module.css';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`${styles.status} ${styles[`status_${status}`] ?? ''}`}>{statusLabel(status)}</span>
  );
}
