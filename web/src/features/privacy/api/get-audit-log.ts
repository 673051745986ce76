import { type AuditAccessLog, PRIVACY_API } from '@shared/privacy/access-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AuditFilter = { email: string } | { day: string };

/** GET /admin/access-log: one person's log (by address) or one day's entries, for an admin's audit. */
export function getAuditLog(filter: AuditFilter, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<AuditAccessLog>(`${PRIVACY_API.adminAccessLog}?${new URLSearchParams(filter)}`, { signal });
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['privacy', 'audit', filter],
      queryFn: ({ signal }) => getAuditLog(filter, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
