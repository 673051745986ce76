import { SUPPORT } from '@shared/constants';
import { type PostingStanding, REPORT_MESSAGES } from '@shared/jobs/reports';
import { REVIEW_TIME } from '@shared/recruiters/review-time';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import styles from './employer-jobs.module.css';
import { preloadJobFormModal } from './lazy-job-form-modal';

const SUSPENDED_NOTICE_ID = 'posting-suspended-title';

/**
 * The page's post action (employer-admin-side.md section 2): 'Post New Job' for those who may post,
 * 'Verify to Post' (to the recruiter application) for an employer not yet approved. While the
 * organisation's posting is suspended the button stays, disabled, named by the notice that says why.
 */
export function PostJobAction({
  canPost,
  suspended = false,
  onPost,
}: {
  canPost: boolean;
  suspended?: boolean;
  onPost: () => void;
}) {
  const underReview = useUser()?.isUnderReview ?? false;
  if (canPost && suspended) {
    return (
      <Button disabled aria-describedby={SUSPENDED_NOTICE_ID}>
        Post New Job
      </Button>
    );
  }
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

/** Why the organisation cannot post for now (issue 33), in the admins' words, and whom to write to. */
export function PostingSuspended({ standing }: { standing: PostingStanding }) {
  return (
    <section className={styles.verification} aria-labelledby={SUSPENDED_NOTICE_ID} role="alert">
      <h2 id={SUSPENDED_NOTICE_ID} className={styles.verificationTitle}>
        {REPORT_MESSAGES.suspended}
      </h2>
      <p>{REPORT_MESSAGES.postingSuspendedWhy}</p>
      {standing.reason ? <p>Our admins wrote: “{standing.reason}”</p> : null}
      <p>
        The jobs you already posted stay as they are. Write to{' '}
        <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> to ask for a review.
      </p>
    </section>
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
