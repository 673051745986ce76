import { MATCHING } from '../constants';

/*
 * Issue 36: a candidate keeps at most their best MATCHING.storedMatchesCap matches (ADR 0040). "Best" is
 * the order of their score index and of the 'best-match' sort: the higher score, then the job posted last,
 * then the job id, so two refreshes always agree on which 500 are kept.
 */

/** What the cap compares of a match. */
export interface Rankable {
  matchPercentage: number;
  postedAt: string;
  jobId: string;
}

/** Best first: the higher score, then the newer posting, then the larger job id (never 0 for two jobs). */
export const byRankDescending = (a: Rankable, b: Rankable): number =>
  b.matchPercentage - a.matchPercentage ||
  b.postedAt.localeCompare(a.postedAt) ||
  b.jobId.localeCompare(a.jobId);

/** The matches kept (the best `cap`, best first) and those dropped. */
export function keepBest<T extends Rankable>(
  matches: T[],
  cap: number = MATCHING.storedMatchesCap,
): { kept: T[]; dropped: T[] } {
  const ranked = [...matches].sort(byRankDescending);
  return { kept: ranked.slice(0, cap), dropped: ranked.slice(cap) };
}

/**
 * Whether a new match may join a candidate's stored matches: always while they hold fewer than the cap;
 * when full, only if it ranks above the floor (the rank of the worst match kept or last pushed out).
 */
export function entersStoredMatches(
  match: Rankable,
  held: { count: number; floor: Rankable | null },
  cap: number = MATCHING.storedMatchesCap,
): boolean {
  if (held.count < cap || !held.floor) return true;
  return byRankDescending(match, held.floor) < 0;
}

/** Whether the stored matches are at the cap, so the screens say "your top 500 matches". */
export const isAtCap = (stored: number) => stored >= MATCHING.storedMatchesCap;
