import { type CandidateContact, type CandidateResumeLink, REACH_API } from '@shared/candidates/reach';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/**
 * POST /candidates/{id}/contact: the candidate's email and phone. The first opening of an IT candidate by
 * the organisation uses one of its plan's applications; 402 IT_SUBSCRIPTION_REQUIRED or IT_LOCKED when it
 * may not; 403 when the candidate has not allowed contact.
 */
export function openContact(candidateId: string): Promise<CandidateContact> {
  return api.post<CandidateContact>(REACH_API.contact(candidateId));
}

/** POST /candidates/{id}/resume: a five-minute download link, opened as the contact details are. */
export function openResume(candidateId: string): Promise<CandidateResumeLink> {
  return api.post<CandidateResumeLink>(REACH_API.resume(candidateId));
}

export function useOpenContact({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof openContact>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: openContact });
}

export function useOpenResume({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof openResume>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: openResume });
}
