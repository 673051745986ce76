import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { fileTypeFromBuffer } from 'file-type';
import { COMPANY_MESSAGES, LOGO_RULES } from '../../shared/companies/profile';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { ValidationError } from '../platform/errors';
import { logger } from '../platform/logger';
import { type CompanyItem, companies } from './companies';
import { imageSize } from './image-size';

/*
 * A company's logo object (issue 34, ADR 0032): made from an admin's upload (companies/logo.ts) or from
 * the logo sent with the recruiter application, at approval. Only PNG, JPEG and WebP are served: an SVG
 * can carry script, so an SVG sent at verification stays a document and the company starts without a logo.
 */

const SERVED: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const bucket = () => config.uploadsBucket;
const refuse = (message: string) => new ValidationError(message, { logo: message });

/** The logo's public address; the version makes a new logo a new URL for every cache. */
export const logoUrlOf = (companyId: string, version: string) =>
  `/api/v1/companies/${encodeURIComponent(companyId)}/logo?v=${version}`;

/**
 * Checks `sourceKey` as a logo and makes it the company's: copied to its key with the sniffed type, the
 * company pointing at it, the previous logo removed. The caller refreshes the jobs' copies and announces.
 */
export async function adoptLogo(
  company: CompanyItem,
  sourceKey: string,
  now = new Date(),
): Promise<CompanyItem> {
  const head = await s3Client()
    .send(new HeadObjectCommand({ Bucket: bucket(), Key: sourceKey }))
    .catch(() => undefined);
  if (!head) throw refuse(COMPANY_MESSAGES.logoType);
  const size = head.ContentLength ?? 0;
  if (size === 0 || size > LOGO_RULES.maxBytes) throw refuse(COMPANY_MESSAGES.logoTooLarge);
  const start = await s3Client().send(
    new GetObjectCommand({ Bucket: bucket(), Key: sourceKey, Range: 'bytes=0-65535' }),
  );
  const bytes = (await start.Body?.transformToByteArray()) ?? new Uint8Array();
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  const extension = mime ? SERVED[mime] : undefined;
  if (!mime || !extension) throw refuse(COMPANY_MESSAGES.logoType);
  const pixels = imageSize(bytes);
  const within = (side: number) => side >= LOGO_RULES.minSide && side <= LOGO_RULES.maxSide;
  if (!pixels || !within(pixels.width) || !within(pixels.height))
    throw refuse(COMPANY_MESSAGES.logoDimensions);
  const version = randomUUID().slice(0, 8);
  const logoKey = `company-logos/${company.id}/${version}.${extension}`;
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      Key: logoKey,
      CopySource: `${bucket()}/${encodeURIComponent(sourceKey).replace(/%2F/g, '/')}`,
      MetadataDirective: 'REPLACE',
      ContentType: mime,
    }),
  );
  const { data } = await companies()
    .patch({ id: company.id })
    .set({ logoKey, logoType: mime, logoUrl: logoUrlOf(company.id, version), updatedAt: now.toISOString() })
    .go({ response: 'all_new' });
  if (company.logoKey) {
    await s3Client()
      .send(new DeleteObjectCommand({ Bucket: bucket(), Key: company.logoKey }))
      .catch((error: unknown) =>
        logger.error('Old logo not deleted', { key: company.logoKey, error: String(error) }),
      );
  }
  const updated = data as CompanyItem;
  return updated;
}
