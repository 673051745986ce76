import type { JobSummary } from '@shared/jobs/types';
import { useId } from 'react';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { CompanyMark } from './company-mark';
import styles from './job-card.module.css';
import { JobFacts, PostedAge, SkillChips } from './job-facts';
import { SaveJobButton } from './save-job-button';

/** One search result: the job's essentials, its link, and the save toggle. */
export function JobCard({ job, applied = false }: { job: JobSummary; applied?: boolean }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <CompanyMark company={job.company} />
        <div className={styles.heading}>
          <h2 className={styles.title} id={titleId}>
            <Link to={paths.job.getHref(job.id)} className={styles.titleLink}>
              {job.title}
            </Link>
          </h2>
          <p className={styles.company}>
            <Link to={paths.company.getHref(job.company.id)} className={styles.companyLink}>
              {job.company.name}
            </Link>
          </p>
        </div>
      </div>
      <JobFacts job={job} />
      <SkillChips skills={job.skills} />
      <div className={styles.foot}>
        <div className={styles.footInfo}>
          <PostedAge postedAt={job.postedAt} />
          {applied ? <span className={`${styles.badge} ${styles.applied}`}>Applied</span> : null}
        </div>
        <div className={styles.save}>
          <SaveJobButton job={job} describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}

/** A card's shape while results load. */
export function JobCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.head}>
        <span className={`${styles.mark} ${styles.bone} shimmer`} />
        <div className={styles.heading}>
          <span className={`${styles.bone} shimmer`} style={{ width: '60%', height: '1.25rem' }} />
          <span className={`${styles.bone} shimmer`} style={{ width: '35%' }} />
        </div>
      </div>
      <span className={`${styles.bone} shimmer`} style={{ width: '80%' }} />
      <span className={`${styles.bone} shimmer`} style={{ width: '50%' }} />
    </div>
  );
}
