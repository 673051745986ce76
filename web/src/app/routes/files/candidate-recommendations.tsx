import { ResumeGate } from '@/features/files/components/resume-gate';
import { RecommendationsPage } from '@/features/matching/components/recommendations-page';
import { useProfile } from '@/features/profile/api/get-profile';
import { CompletionIndicator } from '@/features/profile/components/completion-indicator';
import { MatchingPanel } from '@/features/profile/components/matching-panel';
import { ProfileError, ProfileLoading } from '@/features/profile/components/profile-states';

/**
 * The candidate's recommendations, behind the resume gate: the profile feature supplies the profile, its
 * completion figure and the matching switch; the matching feature the page. Served at /recommended-jobs
 * while jobs are live (/smart-jobs, its old name, leads there).
 */
export function CandidateRecommendations({ title }: { title: string }) {
  return (
    <ResumeGate>
      <RecommendationsForProfile title={title} />
    </ResumeGate>
  );
}

function RecommendationsForProfile({ title }: { title: string }) {
  const profile = useProfile();
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) {
    return (
      <ProfileError
        error={profile.error}
        onRetry={() => void profile.refetch()}
        isRetrying={profile.isFetching}
      />
    );
  }
  return (
    <RecommendationsPage
      title={title}
      profile={profile.data}
      completionIndicator={<CompletionIndicator percentage={profile.data.completion.completionPercentage} />}
      matchingSwitch={<MatchingPanel profile={profile.data} />}
      onProfileStale={() => void profile.refetch()}
    />
  );
}
