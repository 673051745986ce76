import type { AdminPrivacyRequestView } from '@shared/privacy/requests';
import type { PrivacyRequestDecisionInput } from '@shared/privacy/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { privacyRequestKeys } from './my-privacy-requests';

/** GET /admin/privacy-requests: open requests earliest due first, or the answered ones (admins only). */
export function getPrivacyRequestQueue(queue: 'open' | 'closed', { signal }: { signal?: AbortSignal } = {}) {
  return api.get<AdminPrivacyRequestView[]>(`/admin/privacy-requests?queue=${queue}`, { signal });
}

export function usePrivacyRequestQueue(queue: 'open' | 'closed') {
  return useQuery(
    queryOptions({
      queryKey: privacyRequestKeys.queue(queue),
      queryFn: ({ signal }) => getPrivacyRequestQueue(queue, { signal }),
      staleTime: 30_000,
    }),
  );
}

/** POST /admin/privacy-requests/{id}/status: in progress, resolved or rejected; the person is mailed each. */
export function decidePrivacyRequest({ id, ...body }: PrivacyRequestDecisionInput & { id: string }) {
  return api.post<AdminPrivacyRequestView>(`/admin/privacy-requests/${encodeURIComponent(id)}/status`, body);
}

export function useDecidePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePrivacyRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-privacy-requests'] }),
  });
}
