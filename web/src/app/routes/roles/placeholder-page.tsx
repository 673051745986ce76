import type { ReactNode } from 'react';
import styles from './placeholder-page.module.css';

/** A role home whose feature is still to come: its heading, a line on what it will hold. */
export function PlaceholderPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <title>{`${title} · Jobmatch`}</title>
      <h1 className={styles.title}>{title}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {children}
    </div>
  );
}

/** The job seekers' pages to anyone else (candidate-side.md section 2, Smart Job Recommendations). */
export function JobSeekersOnly() {
  return <PlaceholderPage title="Access Denied" subtitle="This page is only available for job seekers." />;
}
