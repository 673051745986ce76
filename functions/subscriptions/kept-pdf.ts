import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { InvoiceDownload } from '../../shared/subscriptions/types';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { presignedDownload } from '../platform/object-urls';

const PDF = 'application/pdf';

/**
 * A link to a tax document's PDF (an invoice, a credit note), drawn on the first request and kept in the
 * uploads bucket under a key the server made; later requests only sign a link. Drawing it twice at once
 * writes the same bytes under the same key.
 */
export async function keptPdfLink(document: {
  /** Where it is kept, once it was drawn. */
  keptAt: string | undefined;
  /** Where to keep it. */
  key: string;
  fileName: string;
  draw: () => Promise<Uint8Array>;
  /** Records the key on the document's item. */
  remember: (key: string) => Promise<void>;
}): Promise<InvoiceDownload> {
  let fileKey = document.keptAt;
  if (!fileKey) {
    fileKey = document.key;
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config.uploadsBucket,
        Key: fileKey,
        Body: await document.draw(),
        ContentType: PDF,
      }),
    );
    await document.remember(fileKey);
  }
  return {
    downloadUrl: await presignedDownload({ fileKey, fileName: document.fileName, contentType: PDF }),
    fileName: document.fileName,
  };
}
