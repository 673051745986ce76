import type { ReactNode } from 'react';
import { Benefits } from './benefits';
import { Companies } from './companies';
import { FreePlan } from './free-plan';
import { Hero } from './hero';
import { Testimonials } from './testimonials';

/**
 * The home page. `afterHero` holds what the route adds for a signed-in person (the candidate's profile
 * completion card; top matches come later).
 */
export function Landing({ afterHero }: { afterHero?: ReactNode }) {
  return (
    <>
      <Hero />
      {afterHero}
      <Companies />
      <Benefits />
      <Testimonials />
      <FreePlan />
    </>
  );
}
