import { capitalised } from '@shared/jobs/format';
import type { JobSummary } from '@shared/jobs/types';
import { matchFacts } from '@shared/matching/display';
import type { JobMatch, NearMiss } from '@shared/matching/types';
import { type ReactNode, useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CompanyMark, JobFacts, PostedAge } from '@/features/jobs';
import { Link } from '@/lib/router';
import { MatchBadge, MatchExplanation, MatchFactList, MatchReasons, MatchSkills } from './match-parts';
import styles from './matching.module.css';

/**
 * One recommended job: the job as search shows it, its match (badge, explanation, reasons, skills, the
 * strict-filter facts) and the ways on, to the job and to applying. `compact` (the home page) keeps the
 * badge, explanation and skills.
 */
export function MatchCard({ match, compact = false }: { match: JobMatch; compact?: boolean }) {
  const titleId = useId();
  const { job } = match;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="match-card">
      <CardHead job={job} titleId={titleId}>
        <MatchBadge percentage={match.matchPercentage} />
      </CardHead>
      <MatchExplanation percentage={match.matchPercentage} />
      {compact ? null : <MatchReasons reasons={match.matchReasons} />}
      <MatchSkills
        skills={match.skillsMatch}
        matchedLabel="Your matching skills"
        missingLabel="Skills to add"
      />
      <JobFacts job={job} />
      {compact ? null : <MatchFactList facts={matchFacts(match, 'candidate')} />}
      <div className={styles.cardFoot}>
        <PostedAge postedAt={job.postedAt} />
        <div className={styles.cardActions}>
          <ButtonLink to={paths.job.getHref(job.id)} variant="outline" size="sm" aria-describedby={titleId}>
            View Job
          </ButtonLink>
          <ButtonLink to={paths.jobApply.getHref(job.id)} size="sm" aria-describedby={titleId}>
            Apply Now
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/**
 * A job listed under 'Also worth a look': the salary filter alone keeps it from the matches. It shows why,
 * and no match percentage, because it is not a match.
 */
export function NearMissCard({ nearMiss }: { nearMiss: NearMiss }) {
  const titleId = useId();
  const { job } = nearMiss;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CardHead job={job} titleId={titleId} />
      <p className={styles.nearMissReason}>{capitalised(nearMiss.reason)}</p>
      <JobFacts job={job} />
      <div className={styles.cardFoot}>
        <PostedAge postedAt={job.postedAt} />
        <ButtonLink to={paths.job.getHref(job.id)} variant="outline" size="sm" aria-describedby={titleId}>
          View Job
        </ButtonLink>
      </div>
    </article>
  );
}

/** The job's company mark, title (a link to the job) and company, with what the card adds beside them. */
function CardHead({ job, titleId, children }: { job: JobSummary; titleId: string; children?: ReactNode }) {
  return (
    <div className={styles.cardHead}>
      <CompanyMark company={job.company} />
      <div className={styles.cardHeading}>
        <h3 className={styles.cardTitle} id={titleId}>
          <Link to={paths.job.getHref(job.id)} className={styles.cardTitleLink}>
            {job.title}
          </Link>
        </h3>
        <p className={styles.cardCompany}>{job.company.name}</p>
      </div>
      {children}
    </div>
  );
}

/** A card's shape while matches load. */
export function MatchCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={`${styles.bone} shimmer`} style={{ width: '65%', height: '1.25rem' }} />
      <span className={`${styles.bone} shimmer`} style={{ width: '40%' }} />
      <span className={`${styles.bone} shimmer`} style={{ width: '85%' }} />
      <span className={`${styles.bone} shimmer`} style={{ width: '55%' }} />
    </div>
  );
}
