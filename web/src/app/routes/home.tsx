import { lazy, Suspense } from 'react';
import { Landing } from '@/features/home/components/landing';
import { useUser } from '@/lib/auth';

// Only signed-in candidates see them: their code (and the profile and matching calls) stay out of the public page's bundle.
const HomeProfileCard = lazy(() =>
  import('@/features/profile/components/home-profile-card').then((module) => ({
    default: module.HomeProfileCard,
  })),
);
const TopMatches = lazy(() =>
  import('@/features/matching/components/top-matches').then((module) => ({ default: module.TopMatches })),
);

export function Component() {
  const user = useUser();
  return (
    <>
      <title>Jobmatch · Curated jobs for India’s professionals</title>
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
