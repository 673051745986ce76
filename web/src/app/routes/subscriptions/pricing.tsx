import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { PageLoader } from '@/components/layout';
import { paths } from '@/config/paths';
import { PageHead } from '@/features/site-pages/components/page-head';
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
      <PageHead
        title={SUBSCRIPTION_MESSAGES.title}
        description="Plans for employers hiring IT talent on Jobmatch: unlock full profiles of IT applicants. Pay monthly, or save with a quarterly or yearly plan."
        path={paths.employer.pricing.getHref()}
      />
      <PricingPage user={user} />
    </>
  );
}
