import type { DownloadLink } from '@shared/files/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /resume/download-url: a short-lived link, served as an attachment under the original name. */
export function getResumeDownloadUrl({ signal }: { signal?: AbortSignal } = {}): Promise<DownloadLink> {
  return api.get<DownloadLink>('/resume/download-url', { signal });
}

/** Follows a link served as an attachment: the browser downloads it and stays on the page. */
export function startDownload(link: DownloadLink): void {
  const anchor = document.createElement('a');
  anchor.href = link.downloadUrl;
  anchor.download = link.fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Asks for a fresh link at the moment of the click (links expire, so none is cached) and starts the
 * download. A link is a one-off action, hence a mutation rather than a cached query.
 */
export function useDownloadResume() {
  return useMutation({
    mutationFn: () => getResumeDownloadUrl(),
    onSuccess: startDownload,
  });
}
