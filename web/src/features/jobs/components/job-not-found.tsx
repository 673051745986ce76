import { JOB_MESSAGES } from '@shared/jobs/messages';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './job-page.module.css';

/** An unknown or deleted job: the 404 page's look, with the way back to the search. */
export function JobNotFound() {
  return (
    <section className={`container ${styles.notFound}`} aria-labelledby="job-not-found-title">
      <title>Job Not Found · Jobmatch</title>
      <meta name="robots" content="noindex" />
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 id="job-not-found-title" className={styles.notFoundTitle}>
        Job Not Found
      </h1>
      <p className={styles.muted}>{JOB_MESSAGES.jobNotFound}</p>
      <div className={styles.actionsCentered}>
        <ButtonLink to={paths.jobs.getHref()}>Browse Jobs</ButtonLink>
        <ButtonLink to={paths.home.getHref()} variant="secondary">
          Go Home
        </ButtonLink>
      </div>
    </section>
  );
}
