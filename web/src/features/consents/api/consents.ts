import type { ConsentPurpose, ConsentsView } from '@shared/privacy/notice';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const consentKeys = { mine: ['privacy', 'consents'] as const };

/** GET /privacy/consents: each purpose as it stands, the history of changes, a parent's confirmation. */
export function getConsents({ signal }: { signal?: AbortSignal } = {}): Promise<ConsentsView> {
  return api.get<ConsentsView>('/privacy/consents', { signal });
}

export function useConsents() {
  return useQuery(
    queryOptions({ queryKey: consentKeys.mine, queryFn: ({ signal }) => getConsents({ signal }) }),
  );
}

/** PUT /privacy/consents/{purpose}: give or withdraw one purpose; answers the consents as they now stand. */
export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, given }: { purpose: ConsentPurpose; given: boolean }) =>
      api.put<ConsentsView>(`/privacy/consents/${purpose}`, { given }),
    onSuccess: (view) => {
      queryClient.setQueryData(consentKeys.mine, view);
      // The profile's switches and the email choices show the same facts.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
