import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useResumeInfo } from '../api/get-resume-info';
import styles from './files.module.css';
import { DocumentIcon } from './page-icon';
import { ResumeInfoState } from './resume-manager';

const REASONS = [
  { title: 'Helps employers', text: 'Recruiters see your experience at a glance.' },
  { title: 'Enables accurate matching', text: 'Your skills and roles decide which jobs you see.' },
  { title: 'Required for applications', text: 'Every application sends your resume.' },
  { title: 'Improves visibility', text: 'Profiles with a resume rank higher in searches.' },
];

interface ResumeGateProps {
  /** The line under the heading; the waitlist says what joining it needs. */
  message?: string;
  children: ReactNode;
}

/**
 * Spec section 2, Resume gate: a candidate without a resume sees 'Resume Required' instead of job features
 * and recommendations, with the way to /resume and to the profile.
 */
export function ResumeGate({
  message = 'Upload your resume to see jobs matched to your skills and experience.',
  children,
}: ResumeGateProps) {
  const info = useResumeInfo();
  if (!info.isSuccess) {
    return (
      <div className={`container ${styles.centered}`}>
        <ResumeInfoState query={info} />
      </div>
    );
  }
  if (info.data.hasResume) return children;
  return (
    <div className={`container ${styles.centered}`}>
      <title>Resume Required · Jobmatch</title>
      <span className={styles.icon}>
        <DocumentIcon />
      </span>
      <h1 className={styles.pageTitle}>Resume Required</h1>
      <p className={styles.lead}>{message}</p>
      <ul className={styles.reasons} aria-label="Why a resume is required">
        {REASONS.map((reason) => (
          <li key={reason.title}>
            <span className={styles.check} aria-hidden="true">
              ✓
            </span>
            <div>
              <strong>{reason.title}</strong>
              <span>{reason.text}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.links}>
        <ButtonLink to={paths.candidate.resume.getHref()}>Upload Resume Now</ButtonLink>
        <ButtonLink to={paths.candidate.profile.getHref()} variant="outline">
          Go to Profile
        </ButtonLink>
      </div>
    </div>
  );
}
