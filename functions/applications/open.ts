import type { PipelineApplication } from '../../shared/employer/types';
import { ApplicantRefusal, refusalFor } from '../model/applicant-access';
import { openItApplication } from '../model/subscription-usage';
import type { Principal } from '../platform/auth/principal';
import { fullRowOf } from './service';
import { viewApplication } from './viewed';

/**
 * POST /applications/{id}/open: an IT application opened for the first time uses one of the
 * subscription's applications (counted once, never past the limit: usage.ts); opening it again is free.
 * A non-IT application, or an admin, needs no opening and gets the application as it is. Without an
 * active subscription, or past the limit, the refusal's code tells the page which prompt to show.
 */
export async function openApplication(principal: Principal, id: string): Promise<PipelineApplication> {
  const { application, access, unlimitedUnopened } = await viewApplication(principal, id);
  // A member whose team admin withheld the permission: the organisation's allowance is not theirs to spend.
  if (access === 'notPermitted') throw refusalFor(access);
  // Seen in full with nothing to record (not IT, an admin, or opened already) needs no opening.
  if (access !== 'full' || unlimitedUnopened) {
    const outcome = await openItApplication(application.organisationId, application.id);
    if (outcome === 'noSubscription') throw new ApplicantRefusal('IT_SUBSCRIPTION_REQUIRED');
    if (outcome === 'locked') throw new ApplicantRefusal('IT_LOCKED');
  }
  return fullRowOf(application);
}
