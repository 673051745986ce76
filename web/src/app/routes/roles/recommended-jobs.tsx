import { PageLoader } from '@/components/layout';
import { JobsWaitlist } from '@/features/files/components/jobs-waitlist';
import { useSiteConfig } from '@/lib/site-config/get-site-config';
import { CandidateRecommendations } from '../files/candidate-recommendations';

/**
 * /recommended-jobs, the candidate's home: while the marketplace is live, their recommendations (the
 * spec's Smart Job Recommendations, under one name); in the waitlist stage, the spec's 'Jobs Coming Soon' page.
 */
export function Component() {
  const config = useSiteConfig();
  if (config.isPending) return <PageLoader label="Loading jobs..." />;
  if (!config.data?.jobsLive) return <JobsWaitlist title="Recommended Jobs" />;
  return <CandidateRecommendations title="Recommended Jobs" />;
}
