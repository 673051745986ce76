import { JOBS } from '@shared/constants';
import { ageText, experienceText, firstOf, salaryRangeText } from '@shared/jobs/format';
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

/**
 * Location, type, experience and salary, as a description list so each value keeps its name. The job
 * page shows the salary large beside the Apply button, so it leaves it out here (`salary={false}`).
 */
export function JobFacts({ job, salary = true }: { job: JobSummary; salary?: boolean }) {
  // A location that already says 'Remote' needs no Remote badge beside it.
  const badges = { ...job, isRemote: job.isRemote && !/remote/i.test(job.location) };
  return (
    <dl className={styles.facts}>
      <div>
        <dt className="visually-hidden">Location</dt>
        <dd>
          <span>{job.location}</span> <WorkModeBadges job={badges} />
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
      {salary ? (
        <div>
          <dt className="visually-hidden">Salary</dt>
          <dd className={styles.salary}>{salaryRangeText(job.salaryMin, job.salaryMax, job.currency)}</dd>
        </div>
      ) : null}
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
      Posted <time dateTime={postedAt}>{ageText(postedAt)}</time>
    </span>
  );
}
