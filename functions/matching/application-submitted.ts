import type { ApplicationSubmittedDetail } from '../applications/events';
import { eventTarget } from '../platform/event-target';
import { markApplied } from './applied';

/** EventBridge target: marks the applicant among the job's matching candidates (applied.ts). */
export const handler = eventTarget<ApplicationSubmittedDetail>(({ jobId, candidateId, appliedAt }) =>
  markApplied(jobId, candidateId, appliedAt),
);
