import { JOB_MESSAGES } from '@shared/jobs/messages';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ApplyAction } from '../lib/job-status';
import styles from './job-page.module.css';

/** The job page's way to apply, as the viewer and the job allow (see applyActionFor). */
export function ApplyPanel({
  jobId,
  action,
  checking,
}: {
  jobId: string;
  action: ApplyAction;
  checking: boolean;
}) {
  const applyHref = paths.jobApply.getHref(jobId);
  switch (action) {
    case 'apply':
      return checking ? (
        <Button size="lg" fullWidth isLoading>
          Apply now
        </Button>
      ) : (
        <ButtonLink to={applyHref} size="lg" fullWidth>
          Apply now
        </ButtonLink>
      );
    case 'sign-in':
      return (
        <div className={styles.applyStack}>
          <ButtonLink to={paths.auth.login.getHref(applyHref)} size="lg" fullWidth>
            Apply now
          </ButtonLink>
          <p className={styles.note}>You will be asked to sign in as a candidate first.</p>
        </div>
      );
    case 'applied':
      return (
        <div className={styles.applyStack}>
          <Button size="lg" fullWidth disabled variant="secondary" icon={<span aria-hidden="true">✓</span>}>
            Applied
          </Button>
          <ButtonLink to={paths.candidate.applications.getHref()} variant="ghost" fullWidth>
            View my applications
          </ButtonLink>
        </div>
      );
    case 'closed':
      return (
        <p className={styles.closedNote} role="note">
          {JOB_MESSAGES.jobClosed}
        </p>
      );
    default:
      return <p className={styles.note}>Candidates apply to this job from their own account.</p>;
  }
}
