import type { NotificationPreferences } from '@shared/notifications/kinds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationKeys = { preferences: ['notifications', 'preferences'] as const };

/** GET /notifications/preferences: the signed-in person's choice for each optional mail of their role. */
export function getPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationPreferences> {
  return api.get<NotificationPreferences>('/notifications/preferences', { signal });
}

export function usePreferences() {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.preferences,
      queryFn: ({ signal }) => getPreferences({ signal }),
    }),
  );
}

/** PUT /notifications/preferences: one kind's new choice; answers every choice as saved. */
export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreferences) =>
      api.put<NotificationPreferences>('/notifications/preferences', change),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
