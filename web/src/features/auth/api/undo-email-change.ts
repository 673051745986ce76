import { AUTH_API } from '@shared/auth/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/**
 * POST /auth/email-change/undo {token}: the link mailed to the address an account left puts that address
 * back, signs every device out and asks for a new password.
 */
export function undoEmailChange(body: { token: string }): Promise<{ email: string }> {
  return api.post<{ email: string }>(AUTH_API.undoEmailChange, body, {
    withToken: false,
    handleUnauthorized: false,
  });
}

export function useUndoEmailChange({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof undoEmailChange>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: undoEmailChange });
}
