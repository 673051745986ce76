import type { PostingStanding } from '@shared/jobs/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobReportQueueKeys } from './get-job-reports';

/** DELETE /admin/organizations/{id}/posting-suspension: the organisation may post again. */
export function liftPostingSuspension({
  organisationId,
}: {
  organisationId: string;
}): Promise<PostingStanding> {
  return api.delete<PostingStanding>(
    `/admin/organizations/${encodeURIComponent(organisationId)}/posting-suspension`,
  );
}

export function useLiftPostingSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftPostingSuspension,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobReportQueueKeys.queue }),
  });
}
