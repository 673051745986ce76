import { EmployerDashboardPage } from '@/features/employer-jobs/components/employer-dashboard-page';
import { useCompanyJobChoices } from '@/features/employer-jobs/hooks/use-company-job-choices';
import { DashboardTabs } from '@/features/employer-pipeline/components/dashboard-tabs';
import { LazyMatchingCandidates } from '@/features/matching/components/lazy-matching-candidates';
import { TeamTab } from '@/features/team/components/team-tab';
import { useUser } from '@/lib/auth';

const matchingCandidates = (jobId: string) => <LazyMatchingCandidates key={jobId} jobId={jobId} />;

/**
 * /employer/dashboard: the jobs feature draws the page (header, posting, Recent Jobs, the jobs grid), the
 * pipeline feature its tabs, stats and applications, the matching feature a job's matching candidates,
 * the team feature the Team tab; this route puts them together.
 */
export function Component() {
  const user = useUser();
  const jobChoices = useCompanyJobChoices({ enabled: Boolean(user?.isApproved) });
  return (
    <EmployerDashboardPage>
      {({ recentJobs, jobs }) => (
        <DashboardTabs
          recentJobs={recentJobs}
          jobs={jobs}
          jobChoices={jobChoices}
          matchingCandidates={matchingCandidates}
          team={user ? <TeamTab userId={user.id} isApproved={user.isApproved} /> : null}
        />
      )}
    </EmployerDashboardPage>
  );
}
