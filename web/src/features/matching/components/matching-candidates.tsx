import { MATCHING } from '@shared/constants';
import { ageText } from '@shared/jobs/format';
import { CAP_TEXTS, matchFacts } from '@shared/matching/display';
import type { MatchingCandidate } from '@shared/matching/types';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Pager } from '@/components/ui/pager';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useMatchingCandidates } from '../api/get-matching-candidates';
import { useInviteCandidate } from '../api/invite-candidate';
import { MatchBadge, MatchExplanation, MatchFactList, MatchReasons, MatchSkills } from './match-parts';
import styles from './matching.module.css';
import { MatchingCandidatesLoading } from './matching-candidates-loading';

/**
 * A job's matching candidates for its organisation (employer-admin-side.md section 6): public profiles
 * with matching on that reach the lowest minimum, best first, with an invitation to apply. Paged as the
 * employer's other lists are.
 */
export function MatchingCandidates({ jobId }: { jobId: string }) {
  const [page, setPage] = useState(0);
  const candidates = useMatchingCandidates(jobId, page);

  if (candidates.isPending) return <MatchingCandidatesLoading />;
  if (candidates.isError) {
    return (
      <ErrorAlert as="div">
        <p className={styles.alertText}>
          The matching candidates could not be loaded. {candidates.error.message}
        </p>
        <Button variant="outline" size="sm" onClick={() => void candidates.refetch()}>
          Try again
        </Button>
      </ErrorAlert>
    );
  }
  const { content, totalElements, totalPages } = candidates.data;
  if (totalElements === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>No matching candidates yet</h2>
        <p className={styles.muted}>
          Candidates with a public profile and job matching turned on appear here once they match this job at
          70% or more and it is among their top {MATCHING.storedMatchesCap} matches. Adding the skills the job
          needs to its post widens the match.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.results}>
      <p className={styles.count} aria-live="polite">
        {totalElements} matching {totalElements === 1 ? 'candidate' : 'candidates'}
      </p>
      <p className={styles.muted}>{CAP_TEXTS.employerRule}</p>
      <ul className={styles.candidates} aria-busy={candidates.isFetching}>
        {content.map((candidate) => (
          <CandidateRow key={candidate.candidateId} jobId={jobId} candidate={candidate} />
        ))}
      </ul>
      <Pager
        label="Pages of matching candidates"
        page={candidates.data.page}
        totalPages={totalPages}
        isFetching={candidates.isFetching}
        onPage={setPage}
      />
    </div>
  );
}

function CandidateRow({ jobId, candidate }: { jobId: string; candidate: MatchingCandidate }) {
  const nameId = useId();
  const toast = useToast();
  const name = `${candidate.firstName} ${candidate.lastName}`.trim();
  const invite = useInviteCandidate({
    mutationConfig: {
      onSuccess: () => toast.show({ variant: 'success', title: `${name} is invited to apply` }),
      onError: (error) => toast.show({ variant: 'error', title: error.message }),
    },
  });
  const invitedAt = candidate.invitedAt ?? invite.data?.invitedAt ?? null;
  const details = [
    candidate.location,
    `${candidate.experienceYears} ${candidate.experienceYears === 1 ? 'year' : 'years'} of experience`,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <li className={styles.candidate} aria-labelledby={nameId}>
      <div className={styles.cardHead}>
        <div className={styles.cardHeading}>
          <h2 className={styles.candidateName} id={nameId}>
            <Link to={paths.candidate.publicProfile.getHref(candidate.candidateId)}>{name}</Link>
          </h2>
          {candidate.headline ? <p className={styles.candidateLine}>{candidate.headline}</p> : null}
          <p className={styles.candidateLine}>{details}</p>
        </div>
        <MatchBadge percentage={candidate.matchPercentage} />
      </div>
      <MatchExplanation percentage={candidate.matchPercentage} />
      <MatchReasons reasons={candidate.matchReasons} />
      <MatchSkills
        skills={candidate.skillsMatch}
        matchedLabel="Skills they have"
        missingLabel="Skills they lack"
      />
      <MatchFactList facts={matchFacts(candidate, 'employer')} />
      <div className={styles.candidateActions}>
        {candidate.hasApplied ? <span className={styles.applied}>Applied</span> : null}
        {invitedAt ? (
          <span className={styles.invited}>
            <span aria-hidden="true">✓ </span>Invited{' '}
            <time className={styles.candidateLine} dateTime={invitedAt}>
              {ageText(invitedAt)}
            </time>
          </span>
        ) : candidate.hasApplied ? null : (
          <Button
            size="sm"
            onClick={() => invite.mutate({ jobId, candidateId: candidate.candidateId })}
            isLoading={invite.isPending}
            loadingText="Inviting..."
            aria-describedby={nameId}
          >
            Invite to apply
          </Button>
        )}
      </div>
    </li>
  );
}
