import type { MemberPermissions } from '@shared/teams/permissions';
import type { InviteInput, TeamRole } from '@shared/teams/schemas';
import type { Invitation, TeamMember } from '@shared/teams/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgPath } from './get-team';
import { TEAM_ROOT_KEY } from './keys';

/** A team change refreshes every team list: counts, seats and statuses follow from each other. */
function useTeamMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_ROOT_KEY }),
  });
}

/** POST /organizations/{orgId}/invite: the server mails the link. */
export const useInvite = (orgId: string) =>
  useTeamMutation((input: InviteInput) => api.post<Invitation>(`${orgPath(orgId)}/invite`, input));

/** PATCH /organizations/{orgId}/members/{memberId} {role}. */
export const useChangeRole = (orgId: string) =>
  useTeamMutation(({ memberId, role }: { memberId: string; role: TeamRole }) =>
    api.patch<TeamMember>(`${orgPath(orgId)}/members/${encodeURIComponent(memberId)}`, { role }),
  );

/** PATCH /organizations/{orgId}/members/{memberId} {permissions}: Enterprise's permission controls. */
export const useChangePermissions = (orgId: string) =>
  useTeamMutation(({ memberId, permissions }: { memberId: string; permissions: MemberPermissions }) =>
    api.patch<TeamMember>(`${orgPath(orgId)}/members/${encodeURIComponent(memberId)}`, { permissions }),
  );

/** DELETE /organizations/{orgId}/members/{memberId}: their access ends at once. */
export const useRemoveMember = (orgId: string) =>
  useTeamMutation((memberId: string) =>
    api.delete<{ removed: boolean }>(`${orgPath(orgId)}/members/${encodeURIComponent(memberId)}`),
  );

/** DELETE /organizations/{orgId}/invitations/{invitationId}: the link stops working. */
export const useCancelInvitation = (orgId: string) =>
  useTeamMutation((invitationId: string) =>
    api.delete<{ cancelled: boolean }>(`${orgPath(orgId)}/invitations/${encodeURIComponent(invitationId)}`),
  );

/** POST .../invitations/{invitationId}/resend: a new link for 7 more days; the old one stops working. */
export const useResendInvitation = (orgId: string) =>
  useTeamMutation((invitationId: string) =>
    api.post<Invitation>(`${orgPath(orgId)}/invitations/${encodeURIComponent(invitationId)}/resend`),
  );
