import { formatDate, formatDateTime } from '@shared/dates';
import { CONFIRMATION_MESSAGES } from '@shared/jobs/reconfirmation';
import type { Job } from '@shared/jobs/types';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { confirmationFact, excerpt, jobCardFacts } from '../lib/job-card';
import styles from './employer-jobs.module.css';
import { preloadJobFormModal } from './lazy-job-form-modal';

export interface JobCardActions {
  onEdit: () => void;
  onDelete: () => void;
  onToggleStatus: () => void;
  isTogglingStatus: boolean;
  /** "Still hiring" (the organisation's own list): confirms the job, which then stays open (ADR 0029). */
  onConfirm?: () => void;
  isConfirming?: boolean;
}

interface JobCardProps {
  job: Job;
  actions: JobCardActions;
  /** The admin list names the company and shows the start of the description. */
  showCompany?: boolean;
  showExcerpt?: boolean;
  headingLevel?: 2 | 3;
  /** The count links to the dashboard's applications of this job (the organisation's own lists). */
  linkApplications?: boolean;
}

const STATUS_CLASS = {
  Active: styles.statusActive,
  Paused: styles.statusPaused,
  Closed: styles.statusPaused,
  Expired: styles.statusExpired,
  'Under review': styles.statusExpired,
};

/** One job of an employer's or admin's list: what candidates see of it, how it is doing, and its actions. */
export function JobCard({
  job,
  actions,
  showCompany,
  showExcerpt,
  headingLevel = 2,
  linkApplications,
}: JobCardProps) {
  const facts = jobCardFacts(job);
  // Only the organisation's own list confirms (and says when a job needs confirming).
  const confirmation = actions.onConfirm ? confirmationFact(job) : null;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={`job-${job.id}-title`}>
      <header className={styles.cardHeader}>
        <div className={styles.cardTitles}>
          <Heading id={`job-${job.id}-title`} className={styles.cardTitle}>
            {job.title}
          </Heading>
          {showCompany ? <p className={styles.company}>{job.company.name}</p> : null}
        </div>
        <span className={`${styles.status} ${STATUS_CLASS[facts.status]}`}>{facts.status}</span>
      </header>

      {/* The clip hides the separator a wrapped line would start with. */}
      <div className={styles.metaClip}>
        <ul className={styles.meta} aria-label="Job details">
          <li>{job.location}</li>
          <li>{facts.typeLabel}</li>
          {facts.workMode ? <li>{facts.workMode}</li> : null}
          <li>{facts.experience}</li>
        </ul>
      </div>
      <p className={styles.salary}>{facts.salary}</p>

      {showExcerpt ? <p className={styles.excerpt}>{excerpt(job.description)}</p> : null}

      {facts.skills.length > 0 ? (
        <ul className={styles.skills} aria-label="Skills">
          {facts.skills.map((skill) => (
            <li key={skill} className={styles.skill}>
              {skill}
            </li>
          ))}
          {facts.moreSkills > 0 ? <li className={styles.moreSkills}>+{facts.moreSkills} more</li> : null}
        </ul>
      ) : null}

      <dl className={styles.facts}>
        <div>
          <dt>Posted</dt>
          <dd>
            <time dateTime={job.postedAt} title={formatDateTime(job.postedAt)}>
              {showCompany ? `${formatDate(job.postedAt)} (${facts.posted.toLowerCase()})` : facts.posted}
            </time>
          </dd>
        </div>
        <div>
          <dt>Expiry</dt>
          <dd className={facts.expiry.urgent ? styles.urgent : undefined}>{facts.expiry.text}</dd>
        </div>
        <div>
          <dt>Applications</dt>
          <dd>
            {linkApplications ? (
              <Link
                to={paths.employer.dashboard.getHref({ tab: 'applications', jobId: job.id })}
                aria-label={`View applications (${job.applicationsCount}) for ${job.title}`}
              >
                View applications ({job.applicationsCount})
              </Link>
            ) : (
              job.applicationsCount
            )}
          </dd>
        </div>
      </dl>

      {confirmation ? (
        <p className={`${styles.confirmation} ${confirmation.urgent ? styles.urgent : ''}`}>
          {confirmation.text}
        </p>
      ) : null}

      <footer className={styles.actions}>
        <Link
          className={styles.viewLink}
          to={paths.job.getHref(job.id)}
          aria-label={`View job: ${job.title}`}
        >
          View job
        </Link>
        <div className={styles.actionButtons}>
          {confirmation?.canConfirm && actions.onConfirm ? (
            <Button
              size="sm"
              onClick={actions.onConfirm}
              isLoading={actions.isConfirming}
              loadingText={CONFIRMATION_MESSAGES.confirming}
              aria-label={`${CONFIRMATION_MESSAGES.stillHiring}: ${job.title}`}
            >
              {CONFIRMATION_MESSAGES.stillHiring}
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={actions.onEdit}
            onPointerEnter={preloadJobFormModal}
            onFocus={preloadJobFormModal}
            aria-label={`Edit: ${job.title}`}
          >
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={actions.onToggleStatus}
            isLoading={actions.isTogglingStatus}
            aria-label={`${job.isActive ? 'Pause Job' : 'Activate Job'}: ${job.title}`}
          >
            {job.isActive ? 'Pause Job' : 'Activate Job'}
          </Button>
          <Button variant="danger" size="sm" onClick={actions.onDelete} aria-label={`Delete: ${job.title}`}>
            Delete
          </Button>
        </div>
      </footer>
    </article>
  );
}
