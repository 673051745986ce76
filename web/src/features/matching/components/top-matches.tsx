import { MATCHING } from '@shared/constants';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTopMatches } from '../api/get-top-matches';
import { MatchCard, MatchCardSkeleton } from './match-card';
import styles from './matching.module.css';

/**
 * The signed-in candidate's home: up to 3 top matches and 'View All' to /recommended-jobs (candidate-side.md
 * section 2, Home). The server answers [] while matching is off or the profile lacks the matching data,
 * so the section then says how to get matches instead. A failure is only a line: home still works.
 */
export function TopMatches() {
  const top = useTopMatches();
  return (
    <section className={`container ${styles.homeSection}`} aria-labelledby="top-matches-title">
      <div className={styles.homeHeader}>
        <h2 id="top-matches-title" className={styles.homeTitle}>
          Your top matches
        </h2>
        <ButtonLink to={paths.candidate.recommendedJobs.getHref()} variant="outline" size="sm">
          View All
        </ButtonLink>
      </div>
      {top.isPending ? (
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: MATCHING.topMatchesOnHome }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
            <MatchCardSkeleton key={index} />
          ))}
        </div>
      ) : top.isError ? (
        <p className={styles.homeEmpty} role="alert">
          Your matches could not be loaded. {top.error.message}
        </p>
      ) : top.data.length === 0 ? (
        <p className={styles.homeEmpty}>
          No matches yet. With your resume, salary expectations and experience on your profile and job
          matching turned on, the jobs that fit you best show here.
        </p>
      ) : (
        <div className={styles.grid}>
          {top.data.slice(0, MATCHING.topMatchesOnHome).map((match) => (
            <MatchCard key={match.id} match={match} compact />
          ))}
        </div>
      )}
    </section>
  );
}
