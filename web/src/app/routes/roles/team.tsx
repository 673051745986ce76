import { useMyCompany } from '@/features/employer-jobs/api/get-my-company';
import { TeamPage } from '@/features/team/components/team-page';
import { useUser } from '@/lib/auth';

/** /team (employers only): the route composes the employer's company with the team page. */
export function Component() {
  const user = useUser();
  // An organisation's company exists once its recruiter is approved; before that the API refuses the call.
  const company = useMyCompany({ enabled: Boolean(user?.isApproved) });
  if (!user) return null;
  return (
    <>
      <title>Team · Jobmatch</title>
      <TeamPage
        company={company.data}
        isLoading={company.isPending && company.fetchStatus !== 'idle'}
        isError={company.isError}
        member={{
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          jobTitle: user.jobTitle,
          isApproved: user.isApproved,
        }}
      />
    </>
  );
}
