import type { UploadTicket } from '@shared/files/schemas';
import type { DocumentKind } from '@shared/recruiters/schemas';
import { api } from '@/lib/api-client';

/** POST /recruiter/documents/upload-url: the form that uploads one document before the application is sent. */
export function getDocumentUploadUrl(
  body: { kind: DocumentKind; fileName: string; fileSize: number },
  signal?: AbortSignal,
): Promise<UploadTicket> {
  return api.post<UploadTicket>('/recruiter/documents/upload-url', body, { signal });
}
