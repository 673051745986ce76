import type { ResumeInfo } from '@shared/files/schemas';
import { api } from '@/lib/api-client';

/** POST /resume/upload-complete: the server checks the stored file (422 and deleted when refused). */
export function completeResumeUpload(
  body: { fileKey: string; fileName: string },
  signal?: AbortSignal,
): Promise<ResumeInfo> {
  return api.post<ResumeInfo>('/resume/upload-complete', body, { signal });
}
