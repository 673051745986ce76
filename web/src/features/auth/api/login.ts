import { AUTH_API } from '@shared/auth/api';
import type { LoginInput } from '@shared/auth/schemas';
import type { Session } from '@shared/auth/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/**
 * POST /auth/secure-login: a session for a correct email and password; 401 INVALID_CREDENTIALS otherwise,
 * or 401 SIGN_IN_CODE_REQUIRED when the account needs the mailed code as well (sent again with `code`).
 */
export function login(input: LoginInput): Promise<Session> {
  return api.post<Session>(AUTH_API.login, input, { withToken: false, handleUnauthorized: false });
}

export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: login });
}
