import { type OwnAccessLog, PRIVACY_API } from '@shared/privacy/access-log';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /privacy/access-log: who opened the caller's data in the last 12 months, one group per organisation. */
export function getAccessLog({ signal }: { signal?: AbortSignal } = {}): Promise<OwnAccessLog> {
  return api.get<OwnAccessLog>(PRIVACY_API.accessLog, { signal });
}

export function useAccessLog() {
  return useQuery(
    queryOptions({ queryKey: ['privacy', 'access-log'], queryFn: ({ signal }) => getAccessLog({ signal }) }),
  );
}
