import { UI } from '@shared/constants';
import type { EmployerDashboardStats } from '@shared/employer/types';
import { useDashboardStats } from '../api/get-dashboard-stats';
import styles from './pipeline.module.css';

const CARDS: { key: keyof EmployerDashboardStats; label: string }[] = [
  { key: 'activeJobs', label: 'Active Jobs' },
  { key: 'totalApplications', label: 'Total Applications' },
  { key: 'profileViews', label: 'Profile Views' },
  { key: 'hiredCandidates', label: 'Hired Candidates' },
];

const number = new Intl.NumberFormat(UI.locale);

/** The four figures of the dashboard (employer-admin-side.md section 3), each a labelled group. */
export function StatCards() {
  const stats = useDashboardStats();
  return (
    <>
      {stats.isError ? <p className={styles.muted}>The figures could not be loaded just now.</p> : null}
      <ul className={styles.stats} aria-busy={stats.isPending}>
        {CARDS.map(({ key, label }) => (
          <li
            key={key}
            className={styles.stat}
            aria-label={`${label}: ${stats.data ? stats.data[key] : 'loading'}`}
          >
            <span className={styles.statLabel} aria-hidden="true">
              {label}
            </span>
            <span className={styles.statValue} aria-hidden="true" data-stat={key}>
              {stats.data ? number.format(stats.data[key]) : '–'}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
