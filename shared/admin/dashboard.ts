/*
 * The admin's dashboard (GET /admin/dashboard): the figures of the marketplace an admin acts on first, each
 * read from a counter the writes keep, never by counting rows (DESIGN, the marketplace model).
 */

export interface AdminDashboardFigures {
  /** Recruiter applications waiting for a decision (pending and under review). */
  pendingRecruiterApplications: number;
  /** When the longest-waiting pending application was sent; null when none waits. */
  oldestPendingSubmittedAt: string | null;
  /** Jobs candidates can find now: active and not expired. */
  activeJobs: number;
  /** Jobs posted and applications sent on `day`. */
  newJobsToday: number;
  newApplicationsToday: number;
  /** Organisations on a paid plan now (a cancelled plan counts until its term ends). */
  paidOrganisations: number;
  /** Today in India (YYYY-MM-DD): the day the two figures above count. */
  day: string;
}

/**
 * How long the oldest application has waited, as the card's second line: 'Oldest waiting 3 days'. Under an
 * hour reads 'less than an hour' rather than '0 hours'.
 */
export function waitingText(submittedAt: string | null, now: Date = new Date()): string {
  return submittedAt ? `Oldest waiting ${waitedFor(submittedAt, now)}` : 'None waiting';
}

/** How long since `submittedAt`, as the admin's screens and mails say it: '5 hours', '3 days'. */
export function waitedFor(submittedAt: string, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - Date.parse(submittedAt)) / 3_600_000));
  if (hours < 1) return 'less than an hour';
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `${Math.floor(hours / 24)} days`;
}

/** Waiting longer than the review time promised to employers (2-3 business days): the card warns. */
export const OVERDUE_AFTER_HOURS = 72;

export function isOverdue(submittedAt: string | null, now: Date = new Date()): boolean {
  return !!submittedAt && now.getTime() - Date.parse(submittedAt) > OVERDUE_AFTER_HOURS * 3_600_000;
}
