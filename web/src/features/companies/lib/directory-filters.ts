import { COMPANY_LIMITS } from '@shared/companies/profile';

/** The directory's search as it stands in /companies's query string, so a shared link is the search. */
export interface DirectoryFilters {
  search?: string;
  city?: string;
  industry?: string;
  /** One-based; absent for the first page. */
  page?: number;
}

export function filtersFrom(params: URLSearchParams): DirectoryFilters {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() || undefined,
    city: params.get('city')?.trim() || undefined,
    industry: params.get('industry')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** GET /companies's query for the filters: zero-based page of the directory's page size. */
export function directoryQuery(filters: DirectoryFilters): string {
  const query = new URLSearchParams({
    page: String((filters.page ?? 1) - 1),
    size: String(COMPANY_LIMITS.pageSize),
  });
  if (filters.search) query.set('keyword', filters.search);
  if (filters.city) query.set('city', filters.city);
  if (filters.industry) query.set('industry', filters.industry);
  return query.toString();
}
