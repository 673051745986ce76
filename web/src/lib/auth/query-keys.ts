/** Every cached GET /users/me, whoever it was for: to refetch after the account changed (a new email). */
export const ME_QUERY_KEY = ['users', 'me'] as const;
