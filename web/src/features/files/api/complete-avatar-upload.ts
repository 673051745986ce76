import type { AvatarInfo } from '@shared/files/schemas';
import { api } from '@/lib/api-client';

/** POST /profile/avatar/upload-complete: the server checks the stored file (422 and deleted when refused). */
export function completeAvatarUpload(
  body: { fileKey: string; fileName: string },
  signal?: AbortSignal,
): Promise<AvatarInfo> {
  return api.post<AvatarInfo>('/profile/avatar/upload-complete', body, { signal });
}
