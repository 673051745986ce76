// Boundary: the pure orders of the job search (relevance, newest, salary) and the salary key the index sorts by.
import { describe, expect, it } from 'vitest';
import { byNewest, bySalary, defaultJobSort, offeredTop, salarySortKey } from './search-sort';

const LAKH = 100_000;
const job = (id: string, min: number | null, max: number | null, postedAt = '2026-11-20T10:00:00.000Z') => ({
  id,
  salaryMin: min === null ? null : min * LAKH,
  salaryMax: max === null ? null : max * LAKH,
  postedAt,
});

describe('job search orders', () => {
  it('defaults to relevance with words and to newest without', () => {
    expect(defaultJobSort('react')).toBe('relevance');
    expect(defaultJobSort('  ')).toBe('newest');
    expect(defaultJobSort(undefined)).toBe('newest');
  });

  it('reads the offered top from the maximum, else the minimum, and nothing from zeros', () => {
    expect(offeredTop(job('a', 10, 20))).toBe(20 * LAKH);
    expect(offeredTop(job('a', 10, null))).toBe(10 * LAKH);
    expect(offeredTop(job('a', null, null))).toBeNull();
    expect(offeredTop({ salaryMin: 0, salaryMax: 0 })).toBeNull();
  });

  it('puts the highest offered maximum first and jobs without a salary last, ties newest then by id', () => {
    const jobs = [
      job('none', null, null, '2026-11-25T10:00:00.000Z'),
      job('low', 5, 8),
      job('top', 28, 40),
      job('only-min', 30, null),
      job('same-older', 10, 20, '2026-11-19T10:00:00.000Z'),
      job('same-newer', 12, 20, '2026-11-21T10:00:00.000Z'),
    ];
    expect([...jobs].sort(bySalary).map((item) => item.id)).toEqual([
      'top',
      'only-min',
      'same-newer',
      'same-older',
      'low',
      'none',
    ]);
  });

  it('keys the salary so that the index read backwards gives the same order', () => {
    const jobs = [job('a', 28, 40), job('b', 5, 8), job('c', null, null), job('d', 100, 1000)];
    const byKey = [...jobs].sort((x, y) => (salarySortKey(x) < salarySortKey(y) ? 1 : -1));
    expect(byKey.map((item) => item.id)).toEqual([...jobs].sort(bySalary).map((item) => item.id));
    expect(salarySortKey(job('c', null, null))).toBe('0');
  });

  it('orders newest first, then the higher id', () => {
    const jobs = [
      job('a', null, null, '2026-11-01T00:00:00.000Z'),
      job('c', null, null),
      job('b', null, null),
    ];
    expect([...jobs].sort(byNewest).map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });
});
