// Boundary: Admin Jobs' filters read from the URL (pure).
import { describe, expect, it } from 'vitest';
import { adminFiltersFrom, hasFilters } from './admin-filters';

describe('adminFiltersFrom', () => {
  it('reads the search, company, status and day range', () => {
    const filters = adminFiltersFrom(
      new URLSearchParams('q=java&companyId=c1&status=paused&postedFrom=2026-11-01&postedTo=2026-11-29'),
    );
    expect(filters).toEqual({
      q: 'java',
      companyId: 'c1',
      status: 'paused',
      postedFrom: '2026-11-01',
      postedTo: '2026-11-29',
    });
    expect(hasFilters(filters)).toBe(true);
  });

  it('leaves out blanks and values the API would refuse', () => {
    const filters = adminFiltersFrom(
      new URLSearchParams('q=%20&status=archived&postedFrom=29/11/2026&page=2'),
    );
    expect(filters).toEqual({
      q: undefined,
      companyId: undefined,
      status: undefined,
      postedFrom: undefined,
      postedTo: undefined,
    });
    expect(hasFilters(filters)).toBe(false);
  });
});
