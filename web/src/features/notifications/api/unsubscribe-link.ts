import type { NotificationChoice, NotificationKind } from '@shared/notifications/kinds';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LinkOutcome {
  kind: NotificationKind;
  choice: NotificationChoice;
}

/*
 * The unsubscribe link's two calls (ADR 0034). No sign-in: the signed link is the credential, so they
 * carry no session either; the token rides in the query string, where the mail's one-click header has it.
 */
const withToken = (path: string, token: string) => `${path}?${new URLSearchParams({ token })}`;

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<LinkOutcome>(withToken('/notifications/unsubscribe', token), undefined, { withToken: false }),
  });
}

export function useResubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<LinkOutcome>(withToken('/notifications/resubscribe', token), undefined, { withToken: false }),
  });
}
