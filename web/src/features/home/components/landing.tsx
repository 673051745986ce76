import type { ReactNode } from 'react';
import { Benefits } from './benefits';
import { Companies } from './companies';
import { FreePlan } from './free-plan';
import { Hero, type HomeViewer } from './hero';
import { Testimonials } from './testimonials';

/**
 * The home page. `viewer` is who is looking (the hero fits their role); `afterHero` holds what the route adds for a signed-in person (the candidate's profile
 * completion card and top matches).
 */
export function Landing({ afterHero, viewer = null }: { afterHero?: ReactNode; viewer?: HomeViewer | null }) {
  return (
    <>
      <Hero viewer={viewer} />
      {afterHero}
      <Companies />
      <Benefits />
      <Testimonials />
      {/* Its 'Create your free account' is for visitors: sign-up is closed to the signed-in. */}
      {viewer ? null : <FreePlan />}
    </>
  );
}
