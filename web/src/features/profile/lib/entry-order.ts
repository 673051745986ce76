/** What a dated entry (a job, a course) needs to be placed in time. */
interface DatedEntry {
  isCurrent: boolean;
  /** 'YYYY-MM', so that comparing the text compares the months. */
  startDate: string;
}

/** Newest first: what is still going on, then by start month. */
export function byRecency(a: DatedEntry, b: DatedEntry): number {
  if (a.isCurrent !== b.isCurrent) return a.isCurrent ? -1 : 1;
  return b.startDate.localeCompare(a.startDate);
}
