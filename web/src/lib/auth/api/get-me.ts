import { AUTH_API } from '@shared/auth/api';
import type { User } from '@shared/auth/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '../query-keys';

/** GET /users/me: the signed-in person as the server knows them now (approval, email). */
export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return api.get<User>(AUTH_API.me, { signal });
}

/** Keyed by the user id so that signing in as someone else never shows the previous person's record. */
export function getMeQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...ME_QUERY_KEY, userId],
    queryFn: ({ signal }) => getMe({ signal }),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
}

type MeQueryOptions = ReturnType<typeof getMeQueryOptions>;

interface UseMeOptions {
  userId: string | null;
  refetchInterval?: MeQueryOptions['refetchInterval'];
}

export function useMe({ userId, refetchInterval }: UseMeOptions) {
  return useQuery({ ...getMeQueryOptions(userId), refetchInterval });
}
