import type { AccountKept } from '@shared/privacy/retention';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /account-retention/keep {token}: the erasure notice's "Keep my account" (the link is the credential). */
export function keepAccount(token: string) {
  return api.post<AccountKept>('/account-retention/keep', { token }, { withToken: false });
}

export function useKeepAccount() {
  return useMutation({ mutationFn: keepAccount });
}
