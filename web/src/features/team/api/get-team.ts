import { AUTH_API } from '@shared/auth/api';
import type { Me } from '@shared/auth/user';
import type { Invitation, Organization, TeamMember } from '@shared/teams/types';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './keys';

const orgPath = (orgId: string) => `/organizations/${encodeURIComponent(orgId)}`;

/**
 * The organisation the signed-in employer acts for now (GET /users/me): read fresh, since joining or
 * leaving a team changes it while the session lasts.
 */
export function useMyOrganizationId(userId: string | null) {
  return useQuery({
    queryKey: teamKeys.membership(userId),
    queryFn: ({ signal }) => api.get<Me>(AUTH_API.me, { signal }),
    enabled: userId !== null,
    select: (me) => me.organizationId,
  });
}

/** GET /organizations/{orgId}: the plan and the caller's team role. */
export function useOrganization(orgId: string | null | undefined) {
  return useQuery({
    queryKey: teamKeys.organization(orgId ?? ''),
    queryFn: ({ signal }) => api.get<Organization>(orgPath(orgId ?? ''), { signal }),
    enabled: Boolean(orgId),
  });
}

/** GET /organizations/{orgId}/members. */
export function useMembers(orgId: string | null | undefined) {
  return useQuery({
    queryKey: teamKeys.members(orgId ?? ''),
    queryFn: ({ signal }) => api.get<TeamMember[]>(`${orgPath(orgId ?? '')}/members`, { signal }),
    enabled: Boolean(orgId),
  });
}

/** GET /organizations/{orgId}/invitations: those still waiting (expired ones too, for a resend). */
export function useInvitations(orgId: string | null | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: teamKeys.invitations(orgId ?? ''),
    queryFn: ({ signal }) => api.get<Invitation[]>(`${orgPath(orgId ?? '')}/invitations`, { signal }),
    enabled: Boolean(orgId) && enabled,
  });
}

export { orgPath };
