import {
  ACCOUNT_DELETED,
  type AccountDeletedDetail,
  APPLICATION_SUBMITTED,
  type ApplicationSubmittedDetail,
} from '../model/events';
import { eventTargets } from '../platform/event-target';
import { markApplied } from './applied';
import { forgetCandidate } from './refresh';

/**
 * EventBridge target of matching's small side events, one function for both (platform/event-target.ts):
 * a deleted account's matches and postings go; an applicant is marked among the job's matching candidates
 * (applied.ts).
 */
export const handler = eventTargets({
  [ACCOUNT_DELETED]: ({ userId }: AccountDeletedDetail) => forgetCandidate(userId),
  [APPLICATION_SUBMITTED]: ({ jobId, candidateId, appliedAt }: ApplicationSubmittedDetail) =>
    markApplied(jobId, candidateId, appliedAt),
});
