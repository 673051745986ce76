import type { EmployerResponsiveness } from '@shared/employer/responsiveness';
import { api } from '@/lib/api-client';
import { usePublicRead } from '@/lib/public-read';

interface CompanyResponsiveness {
  responsiveness: EmployerResponsiveness | null;
}

/** GET /companies/{id}/responsiveness (public): how quickly the company answers, or null while unknown. */
export function useCompanyResponsiveness(companyId: string) {
  return usePublicRead(
    `companies/${companyId}/responsiveness`,
    () => api.get<CompanyResponsiveness>(`/companies/${encodeURIComponent(companyId)}/responsiveness`),
    // The figures move once a day at most (shared/employer/responsiveness.ts).
    { staleMs: 60 * 60_000 },
  );
}
