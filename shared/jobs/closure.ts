import type { ApplicationStatus } from './options';

/*
 * The closure guarantee (issue 33): no application waits for ever. One the employer leaves at Applied or
 * Reviewed for CLOSURE_DAYS after its last change is closed as "Closed - no response", and the candidate is
 * told once. The employer may still reopen it by moving it on; any move starts the days again.
 */

export const CLOSURE_DAYS = 21;

/** The statuses that still wait for the employer: an application in one of them can be closed. */
export const AWAITING_EMPLOYER: readonly ApplicationStatus[] = ['applied', 'reviewed'];

/** Who the history names for a closure: Jobmatch itself, not a person. */
export const CLOSED_BY_JOBMATCH = 'jobmatch';

/** When an application last changed at `lastChangeAt` is closed, if nothing changes before. */
export function closureDueAt(lastChangeAt: string): Date {
  return new Date(Date.parse(lastChangeAt) + CLOSURE_DAYS * 86_400_000);
}

/** Whether an application in `status`, last changed at `lastChangeAt`, is due to close at `now`. */
export function isClosureDue(status: ApplicationStatus, lastChangeAt: string, now: Date): boolean {
  return AWAITING_EMPLOYER.includes(status) && closureDueAt(lastChangeAt).getTime() <= now.getTime();
}

export const CLOSURE_MESSAGES = {
  /** What the candidate's list and the employer's pipeline say beside a closed application. */
  closedNote: `Closed because the employer did not respond within ${CLOSURE_DAYS} days.`,
  /** The employer's side: how to reopen it. */
  reopenHint: 'Move it to any status to reopen it.',
  /** PUT /applications/{id} with status closed: only Jobmatch closes. */
  notSettable: `Applications close by themselves after ${CLOSURE_DAYS} days without a response. Choose another status.`,
} as const;
