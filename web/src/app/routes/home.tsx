import { Suspense } from 'react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Landing } from '@/features/home/components/landing';
import { PageHead } from '@/features/site-pages/components/page-head';
import { useUser } from '@/lib/auth';
import { lazyWithQueries } from '@/lib/query/lazy-with-queries';

// Only signed-in candidates see them: their code (and the profile and matching calls) stay out of the public page's bundle.
const HomeProfileCard = lazyWithQueries(
  async () => (await import('@/features/profile/components/home-profile-card')).HomeProfileCard,
);
const TopMatches = lazyWithQueries(
  async () => (await import('@/features/matching/components/top-matches')).TopMatches,
);

export function Component() {
  const user = useUser();
  return (
    <>
      <PageHead
        title={site.tagline}
        description="Get matched with curated jobs from verified employers across India, with salaries in LPA. Free forever for job seekers: build your profile, upload your resume and see the roles that fit."
        path={paths.home.getHref()}
      />
      <Landing
        viewer={user}
        afterHero={
          user?.role === 'candidate' ? (
            <Suspense fallback={null}>
              <HomeProfileCard />
              <TopMatches />
            </Suspense>
          ) : null
        }
      />
    </>
  );
}
