import type { DownloadLink } from '@shared/files/schemas';
import { api } from '@/lib/api-client';

/** GET /profile/avatar/download-url: a short-lived link to the picture as stored (links expire: never cached). */
export function getAvatarDownloadUrl({ signal }: { signal?: AbortSignal } = {}): Promise<DownloadLink> {
  return api.get<DownloadLink>('/profile/avatar/download-url', { signal });
}
