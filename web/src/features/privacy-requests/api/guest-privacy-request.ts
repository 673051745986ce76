import type { PrivacyRequestView } from '@shared/privacy/requests';
import type { GuestPrivacyRequestInput } from '@shared/privacy/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /privacy-requests/guest: filed signed out; its address is mailed a link to confirm it. */
export function fileGuestPrivacyRequest(input: GuestPrivacyRequestInput) {
  return api.post<{ message: string }>('/privacy-requests/guest', input, { withToken: false });
}

export function useFileGuestPrivacyRequest() {
  return useMutation({ mutationFn: fileGuestPrivacyRequest });
}

/** POST /privacy-requests/confirmation {token}: the mailed link's button; the signed link is the credential. */
export function confirmPrivacyRequest(token: string) {
  return api.post<PrivacyRequestView>('/privacy-requests/confirmation', { token }, { withToken: false });
}

export function useConfirmPrivacyRequest() {
  return useMutation({ mutationFn: confirmPrivacyRequest });
}
