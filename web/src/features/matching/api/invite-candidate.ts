import { MATCHING_API } from '@shared/matching/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { matchingKeys } from './keys';

export interface InviteCandidateInput {
  jobId: string;
  candidateId: string;
}

/**
 * POST /jobs/{jobId}/matching-candidates/{candidateId}/invite: mails the candidate an invitation to apply.
 * A second invitation answers 409 'You already invited this candidate to apply.'
 */
export function inviteCandidate({
  jobId,
  candidateId,
}: InviteCandidateInput): Promise<{ invitedAt: string }> {
  return api.post<{ invitedAt: string }>(MATCHING_API.invite(jobId, candidateId));
}

export function useInviteCandidate({
  mutationConfig = {},
}: {
  mutationConfig?: MutationConfig<typeof inviteCandidate>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: inviteCandidate,
    // Sent or refused as a repeat, the list's 'Invited' mark comes from the server.
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: matchingKeys.candidatesOf(args[2].jobId) });
      return onSettled?.(...args);
    },
  });
}
