import { formatDayMonth } from '../dates';

/*
 * Notice period in matching (issue 36): a job may state the longest notice it accepts; a candidate whose
 * notice is longer, and who cannot buy it out, fits it less well. The one rule and the one wording of its
 * reason line, read by the scorer (stored with each match) and so by every screen that shows reasons.
 */

export interface NoticeOfCandidate {
  /** Their notice in days (from their availability), or null when they gave none. */
  noticeDays: number | null;
  /** They can buy out their notice (pay it off and join sooner). */
  canBuyOutNotice: boolean;
}

export const NOTICE_REASONS = {
  tooLong: 'Notice period longer than the job accepts',
  canJoinBy: (day: string) => `Can join by ${day}`,
} as const;

const DAY_MS = 86_400_000;

/**
 * How a candidate's notice meets a job's limit: null when there is nothing to weigh (the job states no
 * limit, an older job, or the candidate gave no availability): the pair scores as it did before.
 * Otherwise whether they fit, and the reason line: the day they can join (their notice, or the job's limit
 * when they buy the rest out), or that their notice is longer than the job accepts.
 */
export function noticeFit(
  candidate: NoticeOfCandidate,
  job: { noticeAcceptedDays: number | null },
  now: Date,
): { fits: boolean; reason: string } | null {
  if (job.noticeAcceptedDays === null || candidate.noticeDays === null) return null;
  const within = candidate.noticeDays <= job.noticeAcceptedDays;
  if (!within && !candidate.canBuyOutNotice) return { fits: false, reason: NOTICE_REASONS.tooLong };
  const days = Math.min(candidate.noticeDays, job.noticeAcceptedDays);
  return {
    fits: true,
    reason: NOTICE_REASONS.canJoinBy(formatDayMonth(new Date(now.getTime() + days * DAY_MS))),
  };
}

/**
 * The experience-level part of a candidate whose notice is longer than the job accepts: halved. The level
 * says whether they can do the job; a notice the employer cannot wait for makes them a weaker fit for it,
 * not a stranger. Lowering a part never raises a total, so the skills pruning proof still holds.
 */
export const levelPartWithNotice = (part: number, fit: { fits: boolean } | null) =>
  fit && !fit.fits ? part / 2 : part;
