import type { CompanyDirectory } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import { usePublicRead } from '@/lib/public-read';
import { type DirectoryFilters, directoryQuery } from '../lib/directory-filters';

/** GET /companies: the directory, searched by name, filtered by city and industry, a page at a time. */
export function useCompanies(filters: DirectoryFilters) {
  const query = directoryQuery(filters);
  return usePublicRead(`companies?${query}`, () => api.get<CompanyDirectory>(`/companies?${query}`), {
    staleMs: 60_000,
  });
}
