import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './files.module.css';
import { ClockIcon } from './page-icon';
import { ResumeGate } from './resume-gate';

/**
 * Spec section 2, Waitlist page (/jobs, /recommended-jobs for candidates): 'Jobs Coming Soon', behind the
 * resume gate, since joining the waitlist needs a resume.
 */
export function JobsWaitlist({ title }: { title: string }) {
  return (
    <ResumeGate message="Upload your resume to join the waitlist and get matched with top companies">
      <div className={`container ${styles.centered}`}>
        <title>{`${title} · Jobmatch`}</title>
        <span className={styles.icon}>
          <ClockIcon />
        </span>
        <h1 className={styles.pageTitle}>Jobs Coming Soon</h1>
        <p className={styles.lead}>
          You are on the waitlist. We are onboarding verified employers across India and will match you with
          their openings as soon as jobs go live.
        </p>
        <ButtonLink to={paths.candidate.profile.getHref()}>Complete Your Profile</ButtonLink>
      </div>
    </ResumeGate>
  );
}
