import { REVIEW_TIME } from '@shared/recruiters/review-time';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import styles from './employer-jobs.module.css';
import { preloadJobFormModal } from './lazy-job-form-modal';

/**
 * The page's post action (employer-admin-side.md section 2): 'Post New Job' for those who may post,
 * 'Verify to Post' (to the recruiter application) for an employer not yet approved.
 */
export function PostJobAction({ canPost, onPost }: { canPost: boolean; onPost: () => void }) {
  const underReview = useUser()?.isUnderReview ?? false;
  return canPost ? (
    <Button onClick={onPost} onPointerEnter={preloadJobFormModal} onFocus={preloadJobFormModal}>
      Post New Job
    </Button>
  ) : (
    <ButtonLink to={paths.employer.recruiterApply.getHref()}>
      {underReview ? 'Application under review' : 'Verify to Post'}
    </ButtonLink>
  );
}

/**
 * Why an unapproved employer cannot post yet, and the way to fix it; once their application is in, that
 * it is being reviewed and for how long.
 */
export function VerificationRequired() {
  if (useUser()?.isUnderReview) {
    return (
      <section className={styles.verification} aria-labelledby="verification-required-title">
        <h2 id="verification-required-title" className={styles.verificationTitle}>
          Application under review
        </h2>
        <p>
          An admin is reviewing your recruiter application. Expected review time: {REVIEW_TIME}. We will email
          you the decision; once approved you can post jobs and review applications.
        </p>
        <ButtonLink to={paths.employer.recruiterApply.getHref()} variant="outline" size="sm">
          View application
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className={styles.verification} aria-labelledby="verification-required-title">
      <h2 id="verification-required-title" className={styles.verificationTitle}>
        Verification Required
      </h2>
      <p>
        An admin verifies every recruiter before their jobs go live. Tell us about your company to post jobs
        and review applications.
      </p>
      <ButtonLink to={paths.employer.recruiterApply.getHref()} variant="outline" size="sm">
        Verify now
      </ButtonLink>
    </section>
  );
}
