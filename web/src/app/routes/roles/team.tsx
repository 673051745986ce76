import { TeamPage } from '@/features/team/components/team-page';
import { useUser } from '@/lib/auth';

/** /team (employers only). */
export function Component() {
  const user = useUser();
  if (!user) return null;
  return (
    <>
      <title>Team · Jobmatch</title>
      <TeamPage userId={user.id} isApproved={user.isApproved} />
    </>
  );
}
