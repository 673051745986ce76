import type { JobAlertFrequency } from '@shared/job-alerts/rules';
import type { AlertSearch } from '@shared/job-alerts/search';
import type { JobAlert } from '@shared/job-alerts/types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/* The job alert calls (ADR 0035): a candidate's own alerts, and a guest's subscription and confirmation. */

export const jobAlertKeys = { mine: ['job-alerts'] as const };

export function useJobAlerts() {
  return useQuery(
    queryOptions({
      queryKey: jobAlertKeys.mine,
      queryFn: ({ signal }) => api.get<JobAlert[]>('/job-alerts', { signal }),
    }),
  );
}

export function useSaveJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { search: AlertSearch; frequency: JobAlertFrequency }) =>
      api.post<JobAlert>('/job-alerts', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAlertKeys.mine }),
  });
}

export function useChangeJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; frequency?: JobAlertFrequency; paused?: boolean }) =>
      api.put<JobAlert>(`/job-alerts/${encodeURIComponent(id)}`, change),
    onSuccess: (saved) =>
      queryClient.setQueryData<JobAlert[]>(jobAlertKeys.mine, (alerts) =>
        alerts?.map((alert) => (alert.id === saved.id ? saved : alert)),
      ),
  });
}

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/job-alerts/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<JobAlert[]>(jobAlertKeys.mine, (alerts) =>
        alerts?.filter((alert) => alert.id !== id),
      ),
  });
}

/** A visitor's subscription: no session; the answer says to check the inbox. */
export function useSubscribeGuest() {
  return useMutation({
    mutationFn: (body: { search: AlertSearch; frequency: JobAlertFrequency; email: string }) =>
      api.post<{ message: string }>('/job-alerts/guest', body, { withToken: false }),
  });
}

/** The confirmation page's button: the mailed link's token is the credential. */
export function useConfirmGuestAlert() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ name: string }>(`/job-alerts/confirm?${new URLSearchParams({ token })}`, undefined, {
        withToken: false,
      }),
  });
}
