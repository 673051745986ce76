import type { PrivacyRequestView } from '@shared/privacy/requests';
import type { PrivacyRequestInput } from '@shared/privacy/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const privacyRequestKeys = {
  mine: ['privacy-requests', 'mine'] as const,
  queue: (queue: 'open' | 'closed') => ['admin-privacy-requests', queue] as const,
};

/** GET /privacy-requests/mine: the person's requests, newest first (signed-in or filed from their address). */
export function getMyPrivacyRequests({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<PrivacyRequestView[]>('/privacy-requests/mine', { signal });
}

export function useMyPrivacyRequests({ enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: privacyRequestKeys.mine,
      queryFn: ({ signal }) => getMyPrivacyRequests({ signal }),
      enabled,
    }),
  );
}

/** POST /privacy-requests: filed signed in, received at once with its reference. */
export function filePrivacyRequest(input: PrivacyRequestInput) {
  return api.post<PrivacyRequestView>('/privacy-requests', input);
}

export function useFilePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: filePrivacyRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyRequestKeys.mine }),
  });
}
