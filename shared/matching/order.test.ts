// Boundary: the pure orders of a candidate's recommendations, ties included.
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../jobs/types';
import { MATCH_ORDERS } from './order';
import type { JobMatch } from './types';

const matchOf = (
  id: string,
  matchPercentage: number,
  postedAt: string,
  pay: Partial<Pick<JobSummary, 'salaryMin' | 'salaryMax'>> = {},
): JobMatch =>
  ({
    id: `candidate:${id}`,
    matchPercentage,
    job: { id, postedAt, salaryMin: null, salaryMax: null, ...pay } as JobSummary,
  }) as JobMatch;

const ids = (matches: JobMatch[]) => matches.map((match) => match.job.id);
const sorted = (matches: JobMatch[], order: keyof typeof MATCH_ORDERS) =>
  ids([...matches].sort(MATCH_ORDERS[order]));

describe('best match', () => {
  it('puts the higher score first, and of equal scores the job posted last', () => {
    const matches = [
      matchOf('a', 80, '2026-11-01T09:00:00.000Z'),
      matchOf('b', 92, '2026-10-01T09:00:00.000Z'),
      matchOf('c', 80, '2026-11-20T09:00:00.000Z'),
      matchOf('d', 80, '2026-11-10T09:00:00.000Z'),
    ];
    expect(sorted(matches, 'best-match')).toEqual(['b', 'c', 'd', 'a']);
  });

  it('orders equal scores posted at the same moment by job id, whatever order they came in', () => {
    const same = '2026-11-01T09:00:00.000Z';
    const matches = [matchOf('job-1', 75, same), matchOf('job-3', 75, same), matchOf('job-2', 75, same)];
    expect(sorted(matches, 'best-match')).toEqual(['job-3', 'job-2', 'job-1']);
    expect(sorted([...matches].reverse(), 'best-match')).toEqual(['job-3', 'job-2', 'job-1']);
  });
});

describe('highest salary', () => {
  it('compares the maximum, else the minimum, then the score, then recency', () => {
    const matches = [
      matchOf('undisclosed', 99, '2026-11-20T09:00:00.000Z'),
      matchOf('range', 70, '2026-11-01T09:00:00.000Z', { salaryMin: 1_000_000, salaryMax: 2_000_000 }),
      matchOf('floor', 70, '2026-11-01T09:00:00.000Z', { salaryMin: 2_500_000 }),
      matchOf('same-pay-better', 90, '2026-10-01T09:00:00.000Z', { salaryMax: 2_000_000 }),
      matchOf('same-pay-newer', 70, '2026-11-02T09:00:00.000Z', { salaryMax: 2_000_000 }),
    ];
    expect(sorted(matches, 'highest-salary')).toEqual([
      'floor',
      'same-pay-better',
      'same-pay-newer',
      'range',
      'undisclosed',
    ]);
  });
});

describe('most recent', () => {
  it('puts the job posted last first, and of two posted together the better match', () => {
    const same = '2026-11-01T09:00:00.000Z';
    const matches = [
      matchOf('older', 99, '2026-10-01T09:00:00.000Z'),
      matchOf('weaker', 71, same),
      matchOf('stronger', 88, same),
    ];
    expect(sorted(matches, 'most-recent')).toEqual(['stronger', 'weaker', 'older']);
  });
});
