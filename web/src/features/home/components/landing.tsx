import { Benefits } from './benefits';
import { Companies } from './companies';
import { FreePlan } from './free-plan';
import { Hero } from './hero';
import { Testimonials } from './testimonials';

/** The home page for visitors; the signed-in candidate's cards (profile completion, top matches) come later. */
export function Landing() {
  return (
    <>
      <Hero />
      <Companies />
      <Benefits />
      <Testimonials />
      <FreePlan />
    </>
  );
}
