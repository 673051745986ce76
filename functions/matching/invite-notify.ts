import { CANDIDATE_INVITED, type CandidateInvitedDetail } from '../model/events';
import { eventTargets, SCHEDULED_EVENT } from '../platform/event-target';
import { mailInvitation } from './invite-mail';
import { mailWeeklyMatches } from './weekly-digest';

/**
 * EventBridge target of the candidates' matching mails: an invitation to apply, once per invitation, and
 * (on the Monday schedule, routes.ts matchingSchedules) the weekly best new matches.
 */
export const handler = eventTargets({
  [CANDIDATE_INVITED]: (detail: CandidateInvitedDetail) => mailInvitation(detail),
  [SCHEDULED_EVENT]: async () => {
    await mailWeeklyMatches();
  },
});
