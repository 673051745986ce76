/** Every cached team query starts with this, so a change can refresh all of them. */
export const TEAM_ROOT_KEY = ['team'] as const;

export const teamKeys = {
  membership: (userId: string | null) => [...TEAM_ROOT_KEY, 'membership', userId] as const,
  organization: (orgId: string) => [...TEAM_ROOT_KEY, 'organization', orgId] as const,
  members: (orgId: string) => [...TEAM_ROOT_KEY, 'members', orgId] as const,
  invitations: (orgId: string) => [...TEAM_ROOT_KEY, 'invitations', orgId] as const,
};
