import { MATCHING } from '@shared/constants';
import { RECOMMENDATION_SORTS, type RecommendationSort } from '@shared/matching/types';

/**
 * The recommendations page's search, sort, minimum match and page as they stand in the address
 * (?search=&sort=&minMatch=&page=), so a reload, Back or a shared link shows the same list. Values the
 * page does not offer fall back to the defaults rather than reach the server as a 400.
 */
export interface RecommendationQuery {
  search: string;
  sort: RecommendationSort;
  minMatch: number;
  /** One-based, as the API counts. */
  page: number;
}

export const DEFAULT_RECOMMENDATION_QUERY: RecommendationQuery = {
  search: '',
  sort: 'best-match',
  minMatch: MATCHING.defaultMinimumMatch,
  page: 1,
};

/** Cards per page: a grid of three columns on a laptop. */
export const RECOMMENDATIONS_PAGE_SIZE = 12;

const MAX_PAGE = 1000;

export function recommendationQueryFrom(search: URLSearchParams): RecommendationQuery {
  const sort = search.get('sort') ?? '';
  const minMatch = Number(search.get('minMatch'));
  const page = Number(search.get('page'));
  return {
    search: (search.get('search') ?? '').trim().slice(0, 100),
    sort: (RECOMMENDATION_SORTS as readonly string[]).includes(sort)
      ? (sort as RecommendationSort)
      : DEFAULT_RECOMMENDATION_QUERY.sort,
    minMatch: (MATCHING.minimumMatchChoices as readonly number[]).includes(minMatch)
      ? minMatch
      : DEFAULT_RECOMMENDATION_QUERY.minMatch,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address's query string: defaults are left out, so the plain page stays /recommended-jobs. */
export function searchParamsOf(query: RecommendationQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_RECOMMENDATION_QUERY;
  if (query.search) params.set('search', query.search);
  if (query.sort !== d.sort) params.set('sort', query.sort);
  if (query.minMatch !== d.minMatch) params.set('minMatch', String(query.minMatch));
  if (query.page !== d.page) params.set('page', String(query.page));
  return params;
}

/** A change of search, sort or minimum starts again at page 1: the shown page would mean nothing now. */
export function withChange(
  query: RecommendationQuery,
  change: Partial<Omit<RecommendationQuery, 'page'>> | { page: number },
): RecommendationQuery {
  if ('page' in change) return { ...query, page: change.page };
  return { ...query, ...change, page: 1 };
}

/** The query string of GET /candidates/recommended-jobs. */
export function apiParamsOf(query: RecommendationQuery): Record<string, string | number | undefined> {
  return {
    minMatch: query.minMatch,
    sort: query.sort,
    search: query.search || undefined,
    page: query.page,
    limit: RECOMMENDATIONS_PAGE_SIZE,
  };
}
