import type { ContactMessage, ContactReceipt } from '@shared/contact/schema';

/** POST /contact/submit: stores the message; the server mails the sender and support. */
export async function submitContact(message: ContactMessage): Promise<ContactReceipt> {
  // Loaded with the first message sent, not with the page: drawing the form needs no API client.
  const { api } = await import('@/lib/api-client');
  return api.post<ContactReceipt>('/contact/submit', message);
}
