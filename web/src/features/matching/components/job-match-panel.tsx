import { matchFacts, notRecommendedReason } from '@shared/matching/display';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { useJobMatch } from '../api/get-job-match';
import { gateForError } from '../lib/recommendations-gate';
import { MatchBadge, MatchExplanation, MatchFactList, MatchReasons, MatchSkills } from './match-parts';
import styles from './matching.module.css';

/**
 * The job page's 'Your match' for a signed-in candidate: the percentage and band, and why (reasons,
 * matched and missing skills, the strict filters). Computed on demand by the server when not stored.
 * Without the matching data or with matching off, it says how to get a match; a job that is not open has
 * no match, so the panel stays away.
 */
export function JobMatchPanel({ jobId }: { jobId: string }) {
  const match = useJobMatch(jobId);

  if (match.isPending) {
    return (
      <section className={styles.panel} aria-labelledby="job-match-title" aria-busy="true">
        <h2 id="job-match-title" className={styles.panelTitle}>
          Your match
        </h2>
        <Spinner size="sm" label="Working out your match..." />
      </section>
    );
  }

  if (match.isError) {
    const gate = gateForError(match.error);
    if (!gate) {
      if (isAppError(match.error) && match.error.status === 404) return null;
      return (
        <section className={styles.panel} aria-labelledby="job-match-title">
          <h2 id="job-match-title" className={styles.panelTitle}>
            Your match
          </h2>
          <p className={styles.panelNote} role="alert">
            Your match could not be worked out. {match.error.message}
          </p>
        </section>
      );
    }
    return (
      <section className={styles.panel} aria-labelledby="job-match-title">
        <h2 id="job-match-title" className={styles.panelTitle}>
          Your match
        </h2>
        <p className={styles.panelNote}>
          {gate === 'complete-profile'
            ? 'Add your resume, salary expectations and experience to your profile to see how well you match this job.'
            : 'Turn on job matching on your profile to see how well you match this job.'}
        </p>
        <ButtonLink to={paths.candidate.profile.getHref()} variant="outline" size="sm">
          Go to Profile
        </ButtonLink>
      </section>
    );
  }

  const data = match.data;
  const why = notRecommendedReason(data);
  return (
    <section className={styles.panel} aria-labelledby="job-match-title" data-testid="job-match">
      <div className={styles.panelHead}>
        <MatchBadge percentage={data.matchPercentage} size="lg" />
        <div>
          <h2 id="job-match-title" className={styles.panelTitle}>
            Your match
          </h2>
          <MatchExplanation percentage={data.matchPercentage} />
        </div>
      </div>
      <div className={styles.panelColumns}>
        <div>
          <MatchReasons reasons={data.matchReasons} />
          <MatchSkills
            skills={data.skillsMatch}
            all
            matchedLabel="Skills you have"
            missingLabel="Skills you lack"
          />
        </div>
        <div>
          <MatchFactList facts={matchFacts(data, 'candidate')} />
          {why ? <p className={styles.notRecommended}>{why}</p> : null}
        </div>
      </div>
    </section>
  );
}
