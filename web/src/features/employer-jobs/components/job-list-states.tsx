import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import styles from './employer-jobs.module.css';

/** Six card-shaped placeholders while a list loads (employer-admin-side.md section 2, dashboard). */
export function JobListLoading({ count = 6, label = 'Loading jobs...' }: { count?: number; label?: string }) {
  return (
    <div role="status" className={styles.grid}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className={`${styles.placeholder} shimmer`} aria-hidden="true" />
      ))}
    </div>
  );
}

export function JobListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorAlert as="div">
      <p className={styles.errorText}>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </ErrorAlert>
  );
}

export function JobListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{title}</h2>
      {children}
    </div>
  );
}
