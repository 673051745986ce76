import type { ContactMessage, ContactReceipt } from '@shared/contact/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /contact/submit: stores the message; the server mails the sender and support. */
export function submitContact(message: ContactMessage): Promise<ContactReceipt> {
  return api.post<ContactReceipt>('/contact/submit', message);
}

interface UseSubmitContactOptions {
  mutationConfig?: MutationConfig<typeof submitContact>;
}

export function useSubmitContact({ mutationConfig }: UseSubmitContactOptions = {}) {
  return useMutation({
    ...mutationConfig,
    mutationFn: submitContact,
  });
}
