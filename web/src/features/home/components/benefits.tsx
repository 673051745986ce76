import type { ReactNode } from 'react';
import styles from './home.module.css';

interface Benefit {
  title: string;
  text: string;
  icon: ReactNode;
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const BENEFITS: Benefit[] = [
  {
    title: 'Curated matches',
    text: 'Every recommendation carries a match score built from your skills, experience, location and preferred job type. No endless scrolling.',
    icon: icon('M12 3l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.4 6.7 19.1l1-5.8-4.2-4.1 5.9-.9L12 3z'),
  },
  {
    title: 'Applications you can follow',
    text: 'Each application shows where it stands with the employer, from reviewed and shortlisted to interviewed and hired, and we mail you when it moves.',
    icon: icon('M4 19V9m6 10V5m6 14v-7m4 7H3'),
  },
  {
    title: 'Privacy control',
    text: 'You decide who sees your profile and resume. Keep it private, make it public, or delete your data at any time.',
    icon: icon('M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z M9 12l2 2 4-4'),
  },
  {
    title: 'Verified employers',
    text: 'Every recruiter is reviewed by our team before they can post, so the jobs you see come from real companies.',
    icon: icon('M4 7h16v12H4z M9 7V5h6v2 M9 13h6'),
  },
];

export function Benefits() {
  return (
    <section className={styles.section} aria-labelledby="benefits-title">
      <div className="container">
        <div className={styles.sectionHeader}>
          <h2 id="benefits-title">Why professionals choose Jobmatch</h2>
          <p>Less noise, better conversations: a job search that respects your time and your data.</p>
        </div>
        <ul className={styles.benefitGrid}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <span className={styles.benefitIcon}>{benefit.icon}</span>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
