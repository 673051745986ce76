import { TeamAnalyticsPage } from '@/features/team/components/team-analytics-page';
import { useUser } from '@/lib/auth';

/** /team/analytics (employers only). */
export function Component() {
  const user = useUser();
  if (!user) return null;
  return (
    <>
      <title>Team analytics · Jobmatch</title>
      <TeamAnalyticsPage userId={user.id} />
    </>
  );
}
