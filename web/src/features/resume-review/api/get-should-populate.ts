import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /resume/should-populate-profile: whether the profile still lacks what a resume provides. Any
 * failure reads as false (spec section 7): the offer is a convenience, never a reason to show an error.
 */
export async function getShouldPopulate({ signal }: { signal?: AbortSignal } = {}): Promise<boolean> {
  try {
    const answer = await api.get<{ shouldPopulate?: boolean }>('/resume/should-populate-profile', { signal });
    return answer?.shouldPopulate === true;
  } catch {
    return false;
  }
}

/** Asked right after each upload, so never served from the cache. */
export function getShouldPopulateQueryOptions() {
  return queryOptions({
    queryKey: ['resume-review', 'should-populate'] as const,
    queryFn: ({ signal }) => getShouldPopulate({ signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
