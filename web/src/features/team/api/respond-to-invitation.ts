import { AUTH_API } from '@shared/auth/api';
import type { User } from '@shared/auth/user';
import type { AcceptedInvitation } from '@shared/teams/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY, updateUser } from '@/lib/auth';
import { getMe } from '@/lib/auth/api/get-me';
import { TEAM_ROOT_KEY } from './keys';

/**
 * POST /invitations/accept {token}. Joining approves the person through the organisation, so the stored
 * user is refreshed at once: the header and the guards then treat them as the approved employer they are.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<AcceptedInvitation>('/invitations/accept', { token }),
    onSuccess: async () => {
      updateUser(await getMe());
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: TEAM_ROOT_KEY });
    },
  });
}

/**
 * Joins with a session that is not started yet: an invitee who just signed up through the link joins the
 * organisation before the app shows them anything, so they never see an unverified employer's screens.
 * Answers the person as they are once joined (approved for the organisation).
 */
export async function joinWithNewSession(token: string, accessToken: string): Promise<User> {
  const options = { withToken: false, headers: { authorization: `Bearer ${accessToken}` } };
  await api.post<AcceptedInvitation>('/invitations/accept', { token }, options);
  return api.get<User>(AUTH_API.me, options);
}

/** POST /invitations/decline {token}: the link is used up. */
export function useDeclineInvitation() {
  return useMutation({
    mutationFn: (token: string) => api.post<{ declined: boolean }>('/invitations/decline', { token }),
  });
}
