import type { InvitationPreview } from '@shared/teams/types';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TEAM_ROOT_KEY } from './keys';

/**
 * POST /invitations/preview {token}: who invites, to which organisation, and the invited address. Public
 * and sent without a session, so a signed-out invitee's page names the company before they sign in or up.
 */
export function previewInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return api.post<InvitationPreview>('/invitations/preview', { token }, { signal, withToken: false });
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: [...TEAM_ROOT_KEY, 'invitation-preview', token],
    queryFn: ({ signal }) => previewInvitation(token, signal),
    retry: false,
    staleTime: 60_000,
  });
}
