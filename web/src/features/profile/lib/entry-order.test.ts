// Boundary: the order of dated profile entries (pure): ongoing first, then newest start month first.
import { describe, expect, it } from 'vitest';
import { byRecency } from './entry-order';

describe('byRecency', () => {
  it('puts what is still going on first, then the latest start', () => {
    const entries = [
      { id: 'old', isCurrent: false, startDate: '2015-07' },
      { id: 'recent', isCurrent: false, startDate: '2021-01' },
      { id: 'current', isCurrent: true, startDate: '2012-03' },
    ];
    expect([...entries].sort(byRecency).map((entry) => entry.id)).toEqual(['current', 'recent', 'old']);
  });
});
