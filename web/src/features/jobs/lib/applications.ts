import { UI } from '@shared/constants';
import type { Application, SavedJob } from '@shared/jobs/types';

const dateFormat = new Intl.DateTimeFormat(UI.locale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** A date as India reads it ('5 Mar 2026'), on India's calendar; empty when unreadable. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const time = (iso: string) => new Date(iso).getTime() || 0;

/** My applications, newest first (the server's order is not relied on). */
export function newestApplicationsFirst(applications: readonly Application[]): Application[] {
  return [...applications].sort((a, b) => time(b.appliedAt) - time(a.appliedAt));
}

/** Saved jobs, most recently saved first. */
export function newestSavedFirst(saved: readonly SavedJob[]): SavedJob[] {
  return [...saved].sort((a, b) => time(b.savedAt) - time(a.savedAt));
}

/** The jobs a candidate has applied to, for the 'Applied' state on cards and job pages. */
export function appliedJobIds(applications: readonly Pick<Application, 'jobId'>[] | undefined): Set<string> {
  return new Set((applications ?? []).map((application) => application.jobId));
}
