import { PROFILE_API } from '@shared/profile/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/**
 * DELETE /users/me {currentPassword}: deletes the account and, through the account-deleted event, its
 * profile. The password is asked again so an access token alone cannot delete an account. The server also
 * ends the session (it clears the refresh cookie); the caller clears the session in this tab.
 */
export function deleteAccount(body: { currentPassword: string }): Promise<{ deleted: true }> {
  return api.delete<{ deleted: true }>(PROFILE_API.deleteAccount, undefined, body);
}

export function useDeleteAccount({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof deleteAccount>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: deleteAccount });
}
