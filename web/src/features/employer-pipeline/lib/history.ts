import { UI } from '@shared/constants';
import { CLOSED_BY_JOBMATCH, CLOSURE_DAYS } from '@shared/jobs/closure';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@shared/jobs/options';
import type { ApplicationStatusChange } from '@shared/jobs/types';
import { WITHDRAWAL_REASON_LABELS } from '@shared/jobs/withdrawal';

const dateTime = new Intl.DateTimeFormat(UI.locale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A moment as India reads it ('5 Mar 2026, 2:30 pm'), on India's clock; empty when unreadable. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

export const statusLabel = (status: ApplicationStatus): string => APPLICATION_STATUS_LABELS[status] ?? status;

export interface HistoryLine {
  key: string;
  /** 'Applied → Shortlisted' */
  change: string;
  /** 'by you' or 'by a team member' (the API names who by id only); a withdrawal, 'by the candidate'. */
  by: string;
  when: string;
  at: string;
}

/** Why the candidate withdrew, as the line says it after the change: ' (Accepted another offer)'. */
function withdrawalReason(change: ApplicationStatusChange): string {
  if (!change.reason) return '';
  const words =
    change.reason === 'other' && change.reasonText
      ? change.reasonText
      : WITHDRAWAL_REASON_LABELS[change.reason];
  return ` (${words})`;
}

/** An application's status changes, newest first, as the side panel lists them. */
export function historyLines(
  history: readonly ApplicationStatusChange[],
  viewerId: string | undefined,
): HistoryLine[] {
  return history
    .map((change, index) => ({
      key: `${change.at}-${index}`,
      change: `${statusLabel(change.from)} → ${statusLabel(change.to)}${withdrawalReason(change)}`,
      by:
        change.to === 'withdrawn'
          ? 'by the candidate'
          : change.by === CLOSED_BY_JOBMATCH
            ? `by Jobmatch, after ${CLOSURE_DAYS} days without a response`
            : viewerId && change.by === viewerId
              ? 'by you'
              : 'by a team member',
      when: formatDateTime(change.at),
      at: change.at,
    }))
    .reverse();
}

/** Initials for a candidate without a picture: 'Priya Sharma' -> 'PS'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** '3 years experience', '1 year experience', or null when the candidate gave none. */
export function experienceText(years: number | null): string | null {
  if (years === null || years === undefined) return null;
  return years === 1 ? '1 year experience' : `${years} years experience`;
}
