import type { ReactNode } from 'react';
import styles from './employer-jobs.module.css';

/** A page's heading and subtitle with its main action beside them (below them on a phone). */
export function PageHeader({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <header className={styles.pageHeader}>
      <title>{`${title} · Jobmatch`}</title>
      <div>
        <h1 className={styles.pageTitle}>{title}</h1>
        {subtitle ? <p className={styles.pageSubtitle}>{subtitle}</p> : null}
      </div>
      {action ? <div className={styles.pageAction}>{action}</div> : null}
    </header>
  );
}
