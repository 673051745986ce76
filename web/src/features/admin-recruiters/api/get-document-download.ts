import type { DocumentKind } from '@shared/recruiters/schemas';
import { api } from '@/lib/api-client';

/** GET .../documents/{kind}: a five-minute presigned link that always downloads (never opens in the app). */
export function getDocumentDownload(applicationId: string, kind: DocumentKind) {
  return api.get<{ downloadUrl: string; fileName: string }>(
    `/admin/recruiters/applications/${encodeURIComponent(applicationId)}/documents/${kind}`,
  );
}
