import { matchFacts } from '@shared/matching/display';
import type { JobMatch } from '@shared/matching/types';
import { useId } from 'react';
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
        <MatchBadge percentage={match.matchPercentage} />
      </div>
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
