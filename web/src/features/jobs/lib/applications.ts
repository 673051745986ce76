import { UI } from '@shared/constants';
import { APPLICATION_STATUS_LABELS } from '@shared/jobs/options';
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

const dateTimeFormat = new Intl.DateTimeFormat(UI.locale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export interface StatusStep {
  key: string;
  /** 'Applied → Shortlisted' */
  change: string;
  at: string;
  /** '5 Mar 2026, 2:30 pm', India's clock. */
  when: string;
}

/** An application's status changes as My applications lists them: newest first. */
export function statusSteps(history: Application['history']): StatusStep[] {
  return (history ?? [])
    .map((step, index) => {
      const date = new Date(step.at);
      return {
        key: `${step.at}-${index}`,
        change: `${APPLICATION_STATUS_LABELS[step.from] ?? step.from} → ${APPLICATION_STATUS_LABELS[step.to] ?? step.to}`,
        at: step.at,
        when: Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date),
      };
    })
    .reverse();
}
