import { JOBS } from '@shared/constants';
import { experienceText, firstOf, postedAgeText, salaryRangeText } from '@shared/jobs/format';
import { JOB_TYPE_LABELS } from '@shared/jobs/options';
import type { JobSummary } from '@shared/jobs/types';
import styles from './job-card.module.css';

/** 'Remote' or 'Hybrid' beside the location, when the post offers it. */
export function WorkModeBadges({ job }: { job: Pick<JobSummary, 'isRemote' | 'isHybrid'> }) {
  return (
    <>
      {job.isRemote ? <span className={`${styles.badge} ${styles.remote}`}>Remote</span> : null}
      {job.isHybrid ? <span className={`${styles.badge} ${styles.hybrid}`}>Hybrid</span> : null}
    </>
  );
}

/** Location, type, experience and salary, as a description list so each value keeps its name. */
export function JobFacts({ job }: { job: JobSummary }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt className="visually-hidden">Location</dt>
        <dd>
          <span>{job.location}</span> <WorkModeBadges job={job} />
        </dd>
      </div>
      <div>
        <dt className="visually-hidden">Job type</dt>
        <dd>{JOB_TYPE_LABELS[job.jobType]}</dd>
      </div>
      <div>
        <dt className="visually-hidden">Experience</dt>
        <dd>{experienceText(job.experienceMin, job.experienceMax)}</dd>
      </div>
      <div>
        <dt className="visually-hidden">Salary</dt>
        <dd className={styles.salary}>{salaryRangeText(job.salaryMin, job.salaryMax, job.currency)}</dd>
      </div>
    </dl>
  );
}

/** The first four skills, then '+N more' (spec: Match and job display rules). */
export function SkillChips({ skills, all = false }: { skills: readonly string[]; all?: boolean }) {
  const { shown, more } = all ? { shown: skills, more: 0 } : firstOf(skills, JOBS.skillChipsShown);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.skills} aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill} className={styles.skill}>
          {skill}
        </li>
      ))}
      {more > 0 ? <li className={styles.more}>+{more} more</li> : null}
    </ul>
  );
}

export function PostedAge({ postedAt }: { postedAt: string }) {
  return (
    <span className={styles.age}>
      Posted <time dateTime={postedAt}>{postedAgeText(postedAt)}</time>
    </span>
  );
}
