import { MATCHING, UI } from '@shared/constants';
import { CAP_TEXTS, nearMissCountText } from '@shared/matching/display';
import type { NearMiss } from '@shared/matching/types';
import type { ProfileCompletion } from '@shared/profile/completion';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useSearchParams } from '@/lib/router';
import { useMatchingStats } from '../api/get-matching-stats';
import { useRecommendedJobs } from '../api/get-recommended-jobs';
import {
  type RecommendationQuery,
  recommendationQueryFrom,
  searchParamsOf,
  withChange,
} from '../lib/recommendation-query';
import {
  gateForError,
  missingForRecommendations,
  type RecommendationsGate,
  recommendationsGate,
} from '../lib/recommendations-gate';
import { MatchCard, MatchCardSkeleton, NearMissCard } from './match-card';
import styles from './matching.module.css';
import { RecommendationsToolbar } from './recommendations-toolbar';

const countFormat = new Intl.NumberFormat(UI.locale);

interface RecommendationsPageProps {
  /** The page's heading: 'Recommended Jobs'. */
  title: string;
  profile: { matchingEnabled: boolean; completion: ProfileCompletion };
  /** The profile feature's completion figure, shown on 'Complete Your Profile'. */
  completionIndicator: ReactNode;
  /** The profile feature's switch that turns matching on (POST /profile/enable-matching). */
  matchingSwitch: ReactNode;
  /** Reads the profile again: the server refused the matches for a reason the profile on screen missed. */
  onProfileStale: () => void;
}

/**
 * The candidate's recommendations (candidate-side.md section 2, Smart Job Recommendations): the profile
 * decides first whether there can be any (see recommendationsGate), then the stored matches, filtered and
 * paged from the address.
 */
export function RecommendationsPage({
  title,
  profile,
  completionIndicator,
  matchingSwitch,
  onProfileStale,
}: RecommendationsPageProps) {
  const gate = recommendationsGate(profile);
  return (
    <div className={`container ${styles.page}`}>
      <title>{`${title} · Jobmatch`}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{title}</h1>
        <p className={styles.lead}>
          Jobs ranked by how well they match your skills, experience and preferences.
        </p>
      </header>
      <GatedContent
        gate={gate}
        completion={profile.completion}
        completionIndicator={completionIndicator}
        matchingSwitch={matchingSwitch}
        onProfileStale={onProfileStale}
      />
    </div>
  );
}

function GatedContent({
  gate,
  completion,
  completionIndicator,
  matchingSwitch,
  onProfileStale,
}: {
  gate: RecommendationsGate;
  completion: ProfileCompletion;
  completionIndicator: ReactNode;
  matchingSwitch: ReactNode;
  onProfileStale: () => void;
}) {
  switch (gate) {
    case 'complete-profile':
      return <CompleteProfilePrompt completion={completion} indicator={completionIndicator} />;
    case 'matching-off':
      return <MatchingOffPrompt matchingSwitch={matchingSwitch} />;
    case 'ready':
      return (
        <Recommendations
          onProfileStale={onProfileStale}
          onRefused={(refusal) =>
            refusal === 'complete-profile' ? (
              <CompleteProfilePrompt completion={completion} indicator={completionIndicator} />
            ) : (
              <MatchingOffPrompt matchingSwitch={matchingSwitch} />
            )
          }
        />
      );
  }
}

/** 'Complete Your Profile': how far the profile is, the next step, and the ways to the profile and all jobs. */
function CompleteProfilePrompt({
  completion,
  indicator,
}: {
  completion: ProfileCompletion;
  indicator: ReactNode;
}) {
  const missing = missingForRecommendations(completion);
  return (
    <section className={styles.prompt} aria-labelledby="complete-profile-title">
      <h2 id="complete-profile-title" className={styles.promptTitle}>
        Complete Your Profile
      </h2>
      <p className={styles.promptText}>
        We need your resume, salary expectations and experience to recommend jobs that fit you.
      </p>
      {missing.length ? (
        <ul className={styles.promptList}>
          {missing.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.promptIndicator}>{indicator}</div>
      {completion.nextAction ? (
        <div className={styles.nextStep}>
          <p className={styles.nextStepTitle}>Next step: {completion.nextAction.title}</p>
          <p className={styles.nextStepText}>{completion.nextAction.description}</p>
        </div>
      ) : null}
      <div className={styles.promptActions}>
        <ButtonLink to={paths.candidate.profile.getHref()}>Complete Profile</ButtonLink>
        <ButtonLink to={paths.jobs.getHref()} variant="outline">
          Browse All Jobs
        </ButtonLink>
      </div>
    </section>
  );
}

/** Matching is off: nothing is recommended until the candidate turns it on. */
function MatchingOffPrompt({ matchingSwitch }: { matchingSwitch: ReactNode }) {
  return (
    <section className={styles.prompt} aria-labelledby="matching-off-title">
      <h2 id="matching-off-title" className={styles.promptTitle}>
        Turn on job matching
      </h2>
      <p className={styles.promptText}>
        Job matching is off. Turn it on and we rank open jobs by how well they fit you, and employers hiring
        for them can find your profile if it is public.
      </p>
      <div className={styles.promptSwitch}>{matchingSwitch}</div>
      <div className={styles.promptActions}>
        <ButtonLink to={paths.jobs.getHref()} variant="outline">
          Browse All Jobs
        </ButtonLink>
      </div>
    </section>
  );
}

function useRecommendationQuery() {
  const [search, setSearch] = useSearchParams();
  const query = recommendationQueryFrom(search);
  const navigate = (next: RecommendationQuery) => setSearch(searchParamsOf(next));
  return { query, navigate };
}

function Recommendations({
  onRefused,
  onProfileStale,
}: {
  onRefused: (gate: 'complete-profile' | 'matching-off') => ReactNode;
  onProfileStale: () => void;
}) {
  const { query, navigate } = useRecommendationQuery();
  const recommended = useRecommendedJobs(query);
  const stats = useMatchingStats();
  const refusal = recommended.isError ? gateForError(recommended.error) : null;
  // Once per refusal: the fresh profile then picks the screen (and the switch shows its real state).
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (refusal && reported.current !== refusal) onProfileStale();
    reported.current = refusal;
  }, [refusal, onProfileStale]);
  if (refusal) return onRefused(refusal);

  const refresh = () => {
    void recommended.refetch();
    void stats.refetch();
  };

  return (
    <>
      <RecommendationsToolbar
        query={query}
        onChange={(change) => navigate(withChange(query, change))}
        onRefresh={refresh}
        isRefreshing={recommended.isFetching && !recommended.isPending}
      />
      {stats.data ? (
        <p className={styles.stats}>
          {stats.data.matchedJobsCapped
            ? `Your top ${countFormat.format(stats.data.matchedJobs)} matches of ${countFormat.format(stats.data.totalJobs)} open jobs`
            : `${countFormat.format(stats.data.matchedJobs)} of ${countFormat.format(stats.data.totalJobs)} open jobs match your profile`}
          {stats.data.matchedJobs > 0 ? `, ${stats.data.averageMatchPercentage}% on average` : ''}.
          {stats.data.nearMissJobs > 0 ? ` ${nearMissCountText(stats.data.nearMissJobs)}.` : ''}
          {stats.data.matchedJobsCapped ? ` ${CAP_TEXTS.candidateNote}` : ''}
        </p>
      ) : null}
      <RecommendationResults query={query} navigate={navigate} recommended={recommended} />
    </>
  );
}

function RecommendationResults({
  query,
  navigate,
  recommended,
}: {
  query: RecommendationQuery;
  navigate: (next: RecommendationQuery) => void;
  recommended: ReturnType<typeof useRecommendedJobs>;
}) {
  if (recommended.isPending) {
    return (
      <div className={styles.results} aria-busy="true">
        <p role="status" className={styles.count}>
          Finding your matches...
        </p>
        <div className={styles.grid}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
            <MatchCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (recommended.isError) {
    return (
      <ErrorAlert as="div">
        <p className={styles.alertText}>Your matches could not be loaded. {recommended.error.message}</p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void recommended.refetch()}
          isLoading={recommended.isFetching}
        >
          Try again
        </Button>
      </ErrorAlert>
    );
  }

  const { matches, total, totalCapped, pages, page, nearMisses, nearMissesTotal } = recommended.data;
  // Under the matches once they are read through: on their last page, or in place of none.
  const alsoWorthALook = page >= pages ? <AlsoWorthALook nearMisses={nearMisses} /> : null;
  if (matches.length === 0) {
    return (
      <>
        <NoMatches query={query} total={total} nearMissesTotal={nearMissesTotal} navigate={navigate} />
        {alsoWorthALook}
      </>
    );
  }
  return (
    <>
      <section className={styles.results} aria-labelledby="matches-count" aria-busy={recommended.isFetching}>
        <h2 id="matches-count" className={styles.count} aria-live="polite">
          {totalCapped
            ? `Your top ${countFormat.format(total)} matches`
            : `${countFormat.format(total)} ${total === 1 ? 'match' : 'matches'}`}{' '}
          at {query.minMatch}% or more
        </h2>
        <div className={styles.grid}>
          {matches.map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </div>
        <Pager
          label="Pages of matches"
          page={page - 1}
          totalPages={pages}
          isFetching={recommended.isFetching}
          onPage={(next) => {
            navigate(withChange(query, { page: next + 1 }));
            window.scrollTo({ top: 0 });
          }}
        />
      </section>
      {alsoWorthALook}
    </>
  );
}

/**
 * 'Also worth a look' (issue 38): jobs the strict salary filter alone keeps from the matches, whose range
 * still reaches the candidate's minimum, each with the reason; never counted among the matches.
 */
function AlsoWorthALook({ nearMisses }: { nearMisses: NearMiss[] }) {
  if (nearMisses.length === 0) return null;
  return (
    <section className={styles.nearMisses} aria-labelledby="near-misses-title">
      <h2 id="near-misses-title" className={styles.nearMissesTitle}>
        Also worth a look
      </h2>
      <p className={styles.muted}>
        These jobs start below your minimum salary, but their range reaches it. They are not counted in your
        matches.
      </p>
      <div className={styles.grid}>
        {nearMisses.map((nearMiss) => (
          <NearMissCard key={nearMiss.job.id} nearMiss={nearMiss} />
        ))}
      </div>
    </section>
  );
}

/**
 * Nothing at this minimum (or past the last page): 'Lower Match Threshold' goes back to 70 when a higher
 * minimum is chosen, and 'Browse All Jobs' leads to the whole marketplace.
 */
function NoMatches({
  query,
  total,
  nearMissesTotal,
  navigate,
}: {
  query: RecommendationQuery;
  total: number;
  nearMissesTotal: number;
  navigate: (next: RecommendationQuery) => void;
}) {
  const lowest = MATCHING.defaultMinimumMatch;
  const pastTheEnd = total > 0;
  return (
    <section className={styles.empty} aria-labelledby="no-matches-title">
      <h2 id="no-matches-title" className={styles.emptyTitle} aria-live="polite">
        {pastTheEnd ? 'No more matches' : 'No matching jobs found'}
      </h2>
      <p className={styles.muted}>
        {query.search
          ? `No job matching “${query.search}” reaches ${query.minMatch}% for your profile.`
          : `No open job reaches ${query.minMatch}% for your profile yet. New jobs are matched as they are posted, and a fuller profile matches more.`}
      </p>
      {nearMissesTotal > 0 ? (
        <p className={styles.muted}>{nearMissCountText(nearMissesTotal)}: see Also worth a look below.</p>
      ) : null}
      <div className={styles.promptActions}>
        {pastTheEnd ? (
          <Button variant="outline" onClick={() => navigate(withChange(query, { page: 1 }))}>
            Back to the first page
          </Button>
        ) : null}
        {query.minMatch > lowest ? (
          <Button onClick={() => navigate(withChange(query, { minMatch: lowest }))}>
            Lower Match Threshold
          </Button>
        ) : null}
        {query.search ? (
          <Button variant="outline" onClick={() => navigate(withChange(query, { search: '' }))}>
            Clear search
          </Button>
        ) : null}
        <ButtonLink to={paths.jobs.getHref()} variant="outline">
          Browse All Jobs
        </ButtonLink>
      </div>
    </section>
  );
}
