// Boundary: the stored matches' score index reads in the same order as the in-memory 'best match' sort.
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../shared/jobs/types';
import { MATCH_ORDERS } from '../../shared/matching/order';
import type { JobMatch } from '../../shared/matching/types';
import { byCandidateSortKey } from './match-keys';

const matchOf = (id: string, matchPercentage: number, postedAt: string) =>
  ({ matchPercentage, job: { id, postedAt } as JobSummary }) as JobMatch;

describe('byCandidateSortKey', () => {
  it('read backwards, orders matches as best-match does: score, then newest, then job id', () => {
    const matches = [
      matchOf('01A', 80, '2026-11-01T09:00:00.000Z'),
      matchOf('01B', 100, '2026-10-01T09:00:00.000Z'),
      matchOf('01C', 80, '2026-11-20T09:00:00.000Z'),
      matchOf('01D', 80, '2026-11-20T09:00:00.000Z'),
      matchOf('01E', 9, '2026-11-21T09:00:00.000Z'),
      matchOf('01F', 99, '2026-11-21T09:00:00.000Z'),
    ];
    const key = (match: JobMatch) =>
      byCandidateSortKey(match.matchPercentage, match.job.postedAt, match.job.id);
    const byIndex = [...matches].sort((a, b) => key(b).localeCompare(key(a)));
    const byService = [...matches].sort(MATCH_ORDERS['best-match']);
    expect(byIndex.map((match) => match.job.id)).toEqual(byService.map((match) => match.job.id));
    expect(byService.map((match) => match.job.id)).toEqual(['01B', '01F', '01D', '01C', '01A', '01E']);
  });
});
