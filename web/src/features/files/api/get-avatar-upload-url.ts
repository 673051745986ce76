import type { UploadTicket } from '@shared/files/schemas';
import { api } from '@/lib/api-client';

/** POST /profile/avatar/upload-url: the form that uploads a new profile picture. */
export function getAvatarUploadUrl(
  body: { fileName: string; fileSize: number; contentType: string },
  signal?: AbortSignal,
): Promise<UploadTicket> {
  return api.post<UploadTicket>('/profile/avatar/upload-url', body, { signal });
}
