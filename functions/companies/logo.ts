import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { COMPANY_MESSAGES, LOGO_RULES, logoProblem } from '../../shared/companies/profile';
import type { UploadTicket } from '../../shared/files/schemas';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { Company } from '../../shared/jobs/types';
import { findCompany } from '../model/companies';
import { adoptLogo } from '../model/company-logos';
import type { Principal } from '../platform/auth/principal';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { NotFoundError, ValidationError } from '../platform/errors';
import { logger } from '../platform/logger';
import { presignedUpload } from '../platform/object-urls';
import { refreshJobCopies } from './job-copies';
import { announceCompanyChanged, requireCompanyAdmin } from './profile-edit';
import { toCompany } from './service';

/*
 * A company's logo (issue 34): uploaded by a team admin with a presigned POST, checked after it lands
 * (real size, type sniffed from its bytes, pixel size bounded: there is no image library to resize with,
 * so a logo too large or too small is refused with the bounds), then copied to the company's own key.
 * It is served by GET /companies/{id}/logo, a public address that redirects to a short-lived presigned
 * GET: the uploads bucket stays private, and the address in pages and JSON-LD never expires.
 */

const bucket = () => config.uploadsBucket;
const incomingPrefix = (companyId: string) => `incoming/company-logos/${companyId}/`;
const refuse = (message: string) => new ValidationError(message, { logo: message });

async function removeObject(key: string) {
  await s3Client()
    .send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }))
    .catch((error: unknown) => logger.error('Object not deleted', { key, error: String(error) }));
}

/** POST /companies/me/logo/upload-url: a presigned POST under the company's own incoming prefix. */
export async function createLogoTicket(
  principal: Principal,
  request: { fileName: string; fileSize: number },
): Promise<UploadTicket> {
  const company = await requireCompanyAdmin(principal);
  const problem = logoProblem(request.fileName, request.fileSize);
  if (problem) throw refuse(problem);
  const fileKey = `${incomingPrefix(company.id)}${randomUUID()}`;
  return presignedUpload(fileKey, 'application/octet-stream', LOGO_RULES.maxBytes);
}

/** POST /companies/me/logo: the uploaded logo, checked, becomes the company's. */
export async function completeLogoUpload(principal: Principal, fileKey: string): Promise<Company> {
  const company = await requireCompanyAdmin(principal);
  if (!fileKey.startsWith(incomingPrefix(company.id)) || fileKey.includes('..')) {
    throw refuse(COMPANY_MESSAGES.logoType);
  }
  try {
    const updated = await adoptLogo(company, fileKey);
    await refreshJobCopies(updated);
    await announceCompanyChanged(updated.id);
    return { ...toCompany(updated, true), canEdit: true };
  } finally {
    await removeObject(fileKey);
  }
}

/** GET /companies/{id}/logo: where the logo can be read for the next few minutes, or 404. */
export async function logoLocation(companyId: string): Promise<string> {
  const company = await findCompany(companyId);
  if (!company?.logoKey) throw new NotFoundError(JOB_MESSAGES.companyNotFound);
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: company.logoKey,
      ResponseContentType: company.logoType ?? 'application/octet-stream',
      ResponseCacheControl: 'public, max-age=86400',
    }),
    { expiresIn: 15 * 60 },
  );
}
