import { compareProfileDates } from '@shared/profile/periods';

/** What a dated entry (a job, a course) needs to be placed in time. */
interface DatedEntry {
  isCurrent: boolean;
  /** 'YYYY-MM', or 'YYYY' when only the year is known. */
  startDate: string;
}

/** Newest first: what is still going on, then by start. */
export function byRecency(a: DatedEntry, b: DatedEntry): number {
  if (a.isCurrent !== b.isCurrent) return a.isCurrent ? -1 : 1;
  return compareProfileDates(b.startDate, a.startDate);
}
