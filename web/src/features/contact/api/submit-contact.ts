import type { ContactMessage, ContactReceipt } from '@shared/contact/schema';
import { api } from '@/lib/api-client';

/** POST /contact/submit: stores the message; the server mails the sender and support. */
export function submitContact(message: ContactMessage): Promise<ContactReceipt> {
  return api.post<ContactReceipt>('/contact/submit', message);
}
