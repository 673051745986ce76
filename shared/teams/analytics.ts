import * as z from 'zod/mini';
import { UI } from '../constants';
import { indianDay } from '../dates';
import { onFirstUse } from '../first-use';
import { TEAM_ROLES } from './roles';
import type { Plan } from './schemas';

/*
 * Team analytics (Enterprise): per member, over the last 90 of India's days, the jobs they posted, the
 * applications they moved and the median time to a first response. The server adds up per-member daily
 * counters kept by the writes (functions/model/member-activity.ts, ADR 0016 addendum); the pure sums, the
 * window, the median and the one format of durations and counts live here, so the page and the API agree.
 */

export const TEAM_ANALYTICS = {
  /** The window, in India's calendar days, today included. */
  days: 90,
} as const;

/** Team analytics is an Enterprise feature: the server, the Team page's link and the comparison agree. */
export const hasTeamAnalytics = (plan: Plan) => plan === 'enterprise';

export const TEAM_ANALYTICS_MESSAGES = {
  enterpriseOnly: 'Team analytics is part of the Enterprise plan.',
  period: `Last ${TEAM_ANALYTICS.days} days`,
  noResponses: 'No responses yet',
  noActivity: 'No jobs posted or applications moved by your team in the last 90 days.',
  recordingNote:
    'Figures count from when Jobmatch began recording team activity: jobs posted and applications moved before then are not included.',
  fetchFailed: 'Failed to load team analytics',
} as const;

/** The analytics route's 403 by code (the error catalogue words every 403 alike). */
export const TEAM_ANALYTICS_REFUSALS = {
  TEAM_ANALYTICS_ENTERPRISE_ONLY: TEAM_ANALYTICS_MESSAGES.enterpriseOnly,
} as const;
export type TeamAnalyticsRefusalCode = keyof typeof TEAM_ANALYTICS_REFUSALS;

const DAY_MS = 86_400_000;

/** The window's first and last day in India (YYYY-MM-DD), both included: 90 days ending today. */
export function analyticsWindow(now: Date): { from: string; to: string } {
  return {
    from: indianDay(new Date(now.getTime() - (TEAM_ANALYTICS.days - 1) * DAY_MS)),
    to: indianDay(now),
  };
}

export const isInWindow = (day: string, window: { from: string; to: string }) =>
  day >= window.from && day <= window.to;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** One member's counters of one day, as the writes keep them. */
export interface MemberDay {
  userId: string;
  day: string;
  jobsPosted?: number;
  applicationsMoved?: number;
  /** Seconds from each application's submission to its first status change, made that day by the member. */
  firstResponseSeconds?: number[];
}

export interface MemberTotals {
  jobsPosted: number;
  applicationsMoved: number;
  firstResponses: number;
  medianFirstResponseSeconds: number | null;
}

/** Each member's totals over the window's days (days outside it are left out). */
export function totalsByMember(
  days: readonly MemberDay[],
  window: { from: string; to: string },
): Map<string, MemberTotals> {
  const sums = new Map<string, { jobsPosted: number; applicationsMoved: number; responses: number[] }>();
  for (const entry of days) {
    if (!isInWindow(entry.day, window)) continue;
    const sum = sums.get(entry.userId) ?? { jobsPosted: 0, applicationsMoved: 0, responses: [] };
    sum.jobsPosted += entry.jobsPosted ?? 0;
    sum.applicationsMoved += entry.applicationsMoved ?? 0;
    sum.responses.push(...(entry.firstResponseSeconds ?? []));
    sums.set(entry.userId, sum);
  }
  return new Map(
    [...sums].map(([userId, sum]) => [
      userId,
      {
        jobsPosted: sum.jobsPosted,
        applicationsMoved: sum.applicationsMoved,
        firstResponses: sum.responses.length,
        medianFirstResponseSeconds: median(sum.responses),
      },
    ]),
  );
}

const countFormat = onFirstUse(() => new Intl.NumberFormat(UI.locale));

/** A count as the page shows it: en-IN grouping (1,00,000). */
export const formatCount = (value: number) => countFormat().format(value);

/**
 * A duration as the page shows it, in its two largest units: '45 sec', '12 min', '3 h 20 min', '2 d 4 h'.
 * Whole units, rounded down, so a response is never shown faster than it was.
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return `${formatCount(whole)} sec`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${formatCount(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const daysCount = Math.floor(hours / 24);
  return hours % 24 ? `${formatCount(daysCount)} d ${hours % 24} h` : `${formatCount(daysCount)} d`;
}

const count = z.number().check(z.int(), z.nonnegative());

export const teamAnalyticsMemberSchema = z.object({
  /** The member's user id. */
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(TEAM_ROLES),
  isOwner: z.boolean(),
  jobsPosted: count,
  applicationsMoved: count,
  /** First responses the median is taken over. */
  firstResponses: count,
  /** Null when the member made no first response in the window ('No responses yet'). */
  medianFirstResponseSeconds: z.nullable(z.number().check(z.nonnegative())),
});
export type TeamAnalyticsMember = z.infer<typeof teamAnalyticsMemberSchema>;

/** GET /organizations/{orgId}/analytics. */
export const teamAnalyticsSchema = z.object({
  organizationId: z.string(),
  period: z.object({ days: z.number(), from: z.string(), to: z.string() }),
  members: z.array(teamAnalyticsMemberSchema),
});
export type TeamAnalytics = z.infer<typeof teamAnalyticsSchema>;
