import { PageLoader } from '@/components/layout';
import { JobsWaitlist } from '@/features/files/components/jobs-waitlist';
import { ResumeGate } from '@/features/files/components/resume-gate';
import { LatestJobs } from '@/features/jobs/components/latest-jobs';
import { useProfile } from '@/features/profile/api/get-profile';
import { useSiteConfig } from '@/lib/site-config/get-site-config';
import { PlaceholderPage } from './placeholder-page';

/** The candidate's own city for the list: their first preferred location, else where they live. */
function useCandidateCity(): string | null {
  const profile = useProfile();
  return profile.data?.preferredLocations[0] ?? profile.data?.location ?? null;
}

function LiveRecommendations() {
  const city = useCandidateCity();
  return (
    <PlaceholderPage
      title="Recommended Jobs"
      subtitle="Match scores for your profile are on their way. Until then, here are the newest openings where you want to work."
    >
      <LatestJobs location={city} />
    </PlaceholderPage>
  );
}

/**
 * /recommended-jobs, the candidate's home: while the marketplace is live, the newest jobs in their city
 * behind the resume gate; in the waitlist stage, the spec's 'Jobs Coming Soon' page.
 */
export function Component() {
  const config = useSiteConfig();
  if (config.isPending) return <PageLoader label="Loading jobs..." />;
  if (!config.data?.jobsLive) return <JobsWaitlist title="Recommended Jobs" />;
  return (
    <ResumeGate>
      <LiveRecommendations />
    </ResumeGate>
  );
}
