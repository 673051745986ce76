// Boundary: none (test support) - sends a file through an upload ticket's presigned POST, as the web client does.
import type { UploadTicket } from '../../shared/files/schemas';

/** POSTs the ticket's form (signed fields first, the file last) to its address; S3 answers 204. */
export function postToTicket(ticket: UploadTicket, bytes: Uint8Array): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'upload');
  return fetch(ticket.url, { method: 'POST', body: form });
}

/** The POST policy a ticket carries, as S3 reads it. */
export function policyOf(ticket: UploadTicket): { expiration: string; conditions: unknown[] } {
  return JSON.parse(Buffer.from(ticket.fields.Policy ?? '', 'base64').toString('utf8'));
}
