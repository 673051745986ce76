import type { UploadTicket } from '@shared/files/schemas';
import { api } from '@/lib/api-client';

/** POST /resume/upload-url: the form that uploads a new resume. */
export function getResumeUploadUrl(
  body: { fileName: string; fileSize: number },
  signal?: AbortSignal,
): Promise<UploadTicket> {
  return api.post<UploadTicket>('/resume/upload-url', body, { signal });
}
