// Boundary: pure rule - the recommendations page's query as it stands in the address.
import { describe, expect, it } from 'vitest';
import {
  apiParamsOf,
  DEFAULT_RECOMMENDATION_QUERY,
  recommendationQueryFrom,
  searchParamsOf,
  withChange,
} from './recommendation-query';

describe('recommendationQueryFrom', () => {
  it('reads every value the page offers', () => {
    const query = recommendationQueryFrom(
      new URLSearchParams('search=%20react%20&sort=highest-salary&minMatch=90&page=3'),
    );
    expect(query).toEqual({ search: 'react', sort: 'highest-salary', minMatch: 90, page: 3 });
  });

  it('falls back to the defaults for missing or unoffered values', () => {
    expect(recommendationQueryFrom(new URLSearchParams(''))).toEqual(DEFAULT_RECOMMENDATION_QUERY);
    expect(recommendationQueryFrom(new URLSearchParams('sort=cheapest&minMatch=75&page=0'))).toEqual(
      DEFAULT_RECOMMENDATION_QUERY,
    );
    expect(recommendationQueryFrom(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(recommendationQueryFrom(new URLSearchParams('page=1001')).page).toBe(1);
    expect(recommendationQueryFrom(new URLSearchParams('minMatch=')).minMatch).toBe(70);
  });

  it('keeps a search within the API limit of 100 characters', () => {
    expect(recommendationQueryFrom(new URLSearchParams(`search=${'a'.repeat(150)}`)).search).toHaveLength(
      100,
    );
  });
});

describe('searchParamsOf', () => {
  it('leaves the defaults out of the address', () => {
    expect(searchParamsOf(DEFAULT_RECOMMENDATION_QUERY).toString()).toBe('');
  });

  it('round-trips a changed query', () => {
    const query = { search: 'node js', sort: 'most-recent', minMatch: 80, page: 2 } as const;
    expect(recommendationQueryFrom(searchParamsOf(query))).toEqual(query);
  });
});

describe('withChange', () => {
  const onPage3 = { ...DEFAULT_RECOMMENDATION_QUERY, page: 3 };

  it('goes back to page 1 when the search, sort or minimum changes', () => {
    expect(withChange(onPage3, { minMatch: 90 })).toEqual({ ...onPage3, minMatch: 90, page: 1 });
    expect(withChange(onPage3, { sort: 'most-recent' }).page).toBe(1);
    expect(withChange(onPage3, { search: 'java' }).page).toBe(1);
  });

  it('moves to another page without touching the rest', () => {
    expect(withChange(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
});

describe('apiParamsOf', () => {
  it('sends every value and the page size, but no empty search', () => {
    expect(apiParamsOf(DEFAULT_RECOMMENDATION_QUERY)).toEqual({
      minMatch: 70,
      sort: 'best-match',
      search: undefined,
      page: 1,
      limit: 12,
    });
  });
});
