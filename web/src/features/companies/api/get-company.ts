import type { Company } from '@shared/jobs/types';
import { api } from '@/lib/api-client';
import { startRead, usePublicRead } from '@/lib/public-read';

/** GET /companies/{id}: a company by its id or any page address it had (public). */
export function getCompany(key: string): Promise<Company> {
  return api.get<Company>(`/companies/${encodeURIComponent(key)}`);
}

const companyKey = (key: string) => `companies/${key}`;

/** Starts the read before the company page's code has arrived (the router asks beside loading it). */
export function startCompanyRead(key: string): Promise<void> {
  return startRead(companyKey(key), () => getCompany(key));
}

export function useCompany(key: string) {
  return usePublicRead(companyKey(key), () => getCompany(key));
}
