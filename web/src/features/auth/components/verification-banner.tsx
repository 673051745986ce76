import { REVIEW_TIME } from '@shared/recruiters/review-time';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { Link } from '@/lib/router';
import styles from './verification-banner.module.css';

/** The browser remembers a dismissal under this key (employer-admin-side.md section 2, banner). */
export const HIDE_VERIFICATION_BANNER_KEY = 'jobmatch.hideVerificationBanner';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(HIDE_VERIFICATION_BANNER_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Shown to employers an admin has not approved yet (saying so once they applied), until they dismiss it. */
export function VerificationBanner() {
  const user = useUser();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (user?.role !== 'employer' || user.isApproved || dismissed) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(HIDE_VERIFICATION_BANNER_KEY, 'true');
    } catch {
      // Not remembered across visits, but hidden for now.
    }
    setDismissed(true);
  };

  return (
    <section className={styles.banner} aria-label="Account verification">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          <span aria-hidden="true" className={styles.icon}>
            !
          </span>
          {user.isUnderReview
            ? `Your recruiter application is under review. Expected review time: ${REVIEW_TIME}.`
            : 'Complete your verification to unlock all recruiter features.'}
        </p>
        <div className={styles.actions}>
          <Link to={paths.employer.recruiterApply.getHref()} className={styles.verify}>
            {user.isUnderReview ? 'View application' : 'Verify now'}
          </Link>
          <button type="button" className={styles.dismiss} onClick={dismiss}>
            Dismiss
          </button>
        </div>
      </div>
    </section>
  );
}
