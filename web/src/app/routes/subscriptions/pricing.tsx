import { PageLoader } from '@/components/layout';
import { paths } from '@/config/paths';
import { PricingPage } from '@/features/subscriptions/components/pricing-page';
import { useAuth } from '@/lib/auth';
import { Navigate } from '@/lib/router';

/**
 * /pricing is public, although the spec's route list puts it behind employer approval: its own plan
 * selection rules speak to signed-out visitors (sign in, then back here) and to other roles (plans are
 * for employers), which only a public page can meet. An employer who is not verified yet is still sent
 * to verify first, as the approval guard would.
 */
export function Component() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageLoader label="Checking your session..." />;
  const user = auth.user;
  if (user?.role === 'employer' && !user.isApproved) {
    return <Navigate to={paths.employer.recruiterApply.getHref()} replace />;
  }
  return (
    <>
      <title>Choose Your Plan · Jobmatch</title>
      <PricingPage user={user} />
    </>
  );
}
