import { Suspense } from 'react';
import { PageLoader } from '@/components/layout';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { lazyWithQueries } from '@/lib/query/lazy-with-queries';
import { Navigate, Outlet, useLocation } from '@/lib/router';
import { useSiteConfig } from '@/lib/site-config/get-site-config';
import { jobsStageView } from '@/lib/site-config/jobs-stage';
import { JobSeekersOnly } from '../roles/placeholder-page';

// Only the waitlist stage shows it: its resume gate and upload code (and the query cache they read
// through) stay out of the marketplace's pages.
const JobsWaitlist = lazyWithQueries(
  async () => (await import('@/features/files/components/jobs-waitlist')).JobsWaitlist,
);

/**
 * Layout route around the marketplace (/jobs, job pages, applying): the stage's jobsLive setting decides
 * between the marketplace and the spec's 'Jobs Coming Soon' waitlist (see jobsStageView).
 */
export function Component() {
  const auth = useAuth();
  const location = useLocation();
  const config = useSiteConfig();
  const view = jobsStageView({
    jobsLive: config.isPending ? undefined : config.isError ? null : config.data.jobsLive,
    session: auth.status === 'authenticated' ? { status: auth.status, role: auth.user.role } : auth,
  });

  switch (view) {
    case 'pending':
      return <PageLoader label="Loading jobs..." />;
    case 'marketplace':
      return <Outlet />;
    case 'waitlist':
      return (
        <Suspense fallback={<PageLoader label="Loading jobs..." />}>
          <JobsWaitlist title="Find Jobs" />
        </Suspense>
      );
    case 'sign-in':
      return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location }} />;
    case 'job-seekers-only':
      return <JobSeekersOnly />;
  }
}
