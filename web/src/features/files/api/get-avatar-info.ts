import type { AvatarInfo } from '@shared/files/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isAppError } from '@/lib/api-client';
import { AVATAR_INFO_QUERY_KEY } from './keys';

/** GET /profile/avatar/info: the current picture, or null when there is none (a 404). */
export async function getAvatarInfo({ signal }: { signal?: AbortSignal } = {}): Promise<AvatarInfo | null> {
  try {
    return await api.get<AvatarInfo>('/profile/avatar/info', { signal });
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}

export function getAvatarInfoQueryOptions() {
  return queryOptions({
    queryKey: AVATAR_INFO_QUERY_KEY,
    queryFn: ({ signal }) => getAvatarInfo({ signal }),
  });
}

export function useAvatarInfo() {
  return useQuery(getAvatarInfoQueryOptions());
}
