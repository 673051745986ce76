/*
 * Reporting a job and the admin's moderation queue (issue 33). Any signed-in person reports a job once;
 * three reports from different people hold it back from everyone but its owner and the admins until an
 * admin restores or removes it; each reporter is mailed the outcome once. An organisation whose jobs are
 * removed twice in 90 days cannot post until an admin lifts it. Labels and messages live here so the
 * dialog, the queue, the handlers and the mails say the same thing; the request schemas are beside it
 * (report-schemas.ts), so a page that only shows a message does not load zod.
 */

export const REPORT_REASONS = ['scam', 'fake', 'wrong_info', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or asks for money',
  fake: 'Fake or not hiring',
  wrong_info: 'Wrong information',
  offensive: 'Offensive',
  other: 'Other',
};

/** Reports from this many different people hold a job back from search until an admin decides. */
export const REPORTS_TO_HOLD = 3;
/** Removals within this many days ... */
export const REMOVAL_WINDOW_DAYS = 90;
/** ... this many times suspend the organisation's posting. */
export const REMOVALS_TO_SUSPEND = 2;

export const DETAILS_MAX = 1000;
export const DETAILS_MIN_FOR_OTHER = 10;

const POSTING_SUSPENDED_WHY =
  'Your organisation cannot post new jobs at the moment: our admins suspended its posting after reviewing reports about its jobs.';

export const REPORT_MESSAGES = {
  reasonRequired: 'Please choose a reason',
  detailsRequired: 'Please tell us what is wrong (at least 10 characters)',
  detailsTooLong: 'Please keep it to 1000 characters',
  reported: 'Thank you. We have received your report and will review this job.',
  alreadyReported: 'You have already reported this job. We will email you once an admin has reviewed it.',
  ownJob: 'Your organisation posted this job: edit, pause or delete it from My Jobs instead of reporting it.',
  youReported: 'You reported this job',
  youReportedDetail: 'We will email you once an admin has reviewed it.',
  failed: 'Could not send your report. Please try again.',
  signInToReport: 'Sign in to report this job. You will come back to this job.',
  underReview: 'Hidden from search: people reported this job and our admins are reviewing it.',
  reasonForRemovalRequired: 'Please provide a reason for the employer',
  reasonForRemovalTooShort: 'Please write at least 10 characters so the employer understands why',
  caseNotFound: 'There are no reports of this job waiting for a decision.',
  alreadyDecided: 'An admin has already decided on these reports.',
  jobGone:
    'This job has been removed meanwhile, so it cannot be restored. Choose Remove to close its reports.',
  restored: 'Job restored: it is back in search and the reporters will be told.',
  removed: 'Job removed: the employer and the reporters will be told.',
  decisionFailed: 'Could not record the decision. Please try again.',
  postingSuspended: `${POSTING_SUSPENDED_WHY} Write to support if you think this is a mistake.`,
  postingSuspendedWhy: POSTING_SUSPENDED_WHY,
  suspended: 'Posting suspended',
  suspendedByRule: 'Two of your jobs were removed by our admins within 90 days.',
  lifted: 'Posting allowed again',
  organisationNotFound: 'Organisation not found',
  suspensionReasonRequired: 'Please provide a reason',
} as const;

/** What the queue's admin may decide. */
export const REPORT_DECISIONS = ['restore', 'remove'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
export type ReportOutcome = 'restored' | 'removed';

/** GET /jobs/{id}/reports/mine. */
export interface MyJobReport {
  reported: boolean;
  reportedAt: string | null;
  /** The caller's own organisation posted the job: there is nothing for them to report. */
  ownJob: boolean;
}

/** Whether an organisation may post, and why not (GET /jobs/posting-standing; the queue's history). */
export interface PostingStanding {
  suspended: boolean;
  reason: string | null;
  suspendedAt: string | null;
  /** Jobs of the organisation removed by an admin within the window. */
  recentRemovals: number;
}

/** One reported job in the admin's queue. */
export interface ReportedJob {
  jobId: string;
  title: string;
  companyName: string;
  organisationId: string;
  /** Reports in this round (since the last decision). */
  reportCount: number;
  reasons: Record<ReportReason, number>;
  /** The reporters' own words, newest first. */
  details: { reason: ReportReason; text: string; reportedAt: string }[];
  firstReportedAt: string;
  lastReportedAt: string;
  /** When the job was held back from search (null: below the threshold, still listed). */
  heldAt: string | null;
  poster: PostingStanding;
}

/** The removals of an organisation that still count: those within the window. */
export function removalsWithin(removedAt: string[], now: Date): string[] {
  const since = now.getTime() - REMOVAL_WINDOW_DAYS * 86_400_000;
  return removedAt.filter((at) => Date.parse(at) > since);
}

/** Whether the removals that still count suspend the organisation's posting. */
export function removalsSuspend(removedAt: string[], now: Date): boolean {
  return removalsWithin(removedAt, now).length >= REMOVALS_TO_SUSPEND;
}

/** Whether a round's reports hold the job back (each report is a different person's). */
export const holdsJob = (reportCount: number) => reportCount >= REPORTS_TO_HOLD;
