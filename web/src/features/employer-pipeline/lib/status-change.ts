import { STATUS_UNDO_WINDOW_SECONDS } from '@shared/employer/status-undo';
import type { PipelineRow } from '@shared/employer/types';
import type { ApplicationStatus } from '@shared/jobs/options';
import { statusLabel } from './history';

/** Applications about to move, each with the status it has now (what Undo returns it to). */
export interface StatusRequest {
  applications: readonly { id: string; status: ApplicationStatus }[];
  to: ApplicationStatus;
  /** Who moves: the candidate's name for one application ('Priya Sharma'), or '3 applications'. */
  who: string;
  /** The job, when one application moves. */
  jobTitle?: string;
}

/** Who an application is to the employer: its candidate's name when they may see it. */
export const nameOf = (row: PipelineRow): string => ('card' in row ? row.card.name : 'This applicant');

/** '3 applications', '1 application'. */
export const countOf = (count: number): string => `${count} ${count === 1 ? 'application' : 'applications'}`;

const CONFIRM_VERB: Partial<Record<ApplicationStatus, { title: string; button: string }>> = {
  rejected: { title: 'Reject', button: 'Reject' },
  hired: { title: 'Mark as hired:', button: 'Mark as hired' },
};

/** The confirmation before Rejected or Hired, naming the candidate and the job. */
export function confirmationOf(request: StatusRequest) {
  const verb = CONFIRM_VERB[request.to] ?? {
    title: `Move to ${statusLabel(request.to)}:`,
    button: 'Confirm',
  };
  const what = request.jobTitle ? `${request.who}'s application for ${request.jobTitle}` : request.who;
  const told = request.applications.length === 1 ? 'The candidate is' : 'Each candidate is';
  return {
    title: `${verb.title} ${request.who}?`,
    body: `${what} will be marked ${statusLabel(request.to)}. ${told} emailed ${STATUS_UNDO_WINDOW_SECONDS} seconds later, unless you undo it.`,
    button: verb.button,
  };
}

/** The toast after a change, while it can still be undone. */
export function changedNotice(request: StatusRequest, moved: number) {
  const who = request.applications.length === 1 ? request.who : countOf(moved);
  return {
    title: 'Status updated',
    description: `${who} ${moved === 1 ? 'is' : 'are'} now ${statusLabel(request.to)}. Undo within ${STATUS_UNDO_WINDOW_SECONDS} seconds and nobody is emailed.`,
  };
}
