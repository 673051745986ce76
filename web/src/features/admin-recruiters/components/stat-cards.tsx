import { UI } from '@shared/constants';
import type { RecruiterApplicationSummary } from '@shared/recruiters/schemas';
import { useRecruiterSummary } from '../api/get-recruiter-summary';
import styles from './admin-recruiters.module.css';

const number = new Intl.NumberFormat(UI.locale, { maximumFractionDigits: 1 });

const CARDS: { key: keyof RecruiterApplicationSummary; label: string; unit?: string }[] = [
  { key: 'pendingReview', label: 'Pending Review' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'averageReviewTime', label: 'Avg Review Time', unit: 'h' },
];

/** The four figures of the admin's screen; the review time is real: submission to decision, in hours. */
export function StatCards() {
  const summary = useRecruiterSummary();
  return (
    <>
      {summary.isError ? <p className={styles.muted}>The figures could not be loaded just now.</p> : null}
      <ul className={styles.stats} aria-busy={summary.isPending}>
        {CARDS.map(({ key, label, unit }) => {
          const value = summary.data ? `${number.format(summary.data[key])}${unit ?? ''}` : '–';
          return (
            <li
              key={key}
              className={styles.stat}
              aria-label={`${label}: ${unit ? `${value.slice(0, -1)} hours` : value}`}
            >
              <span className={styles.statLabel} aria-hidden="true">
                {label}
              </span>
              <span className={styles.statValue} aria-hidden="true" data-stat={key}>
                {value}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
