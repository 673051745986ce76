import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** A failure the person must read: red, announced at once. */
export function ErrorAlert({ children, detail }: { children: ReactNode; detail?: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles.error}`} role="alert">
      <p>{children}</p>
      {detail ? <p className={styles.alertDetail}>{detail}</p> : null}
    </div>
  );
}

/** Information or good news, announced politely. */
export function NoticeAlert({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  return (
    <div className={`${styles.alert} ${tone === 'success' ? styles.success : styles.info}`} role="status">
      <p>{children}</p>
    </div>
  );
}
