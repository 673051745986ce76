import { PutObjectCommand } from '@aws-sdk/client-s3';
import { formatDateTime } from '../../shared/dates';
import { EXPORT_LINK_HOURS, exportFileName } from '../../shared/privacy/data-export';
import { findUserById, type UserRecord } from '../model/accounts';
import type { DataExportRequestedDetail } from '../model/events';
import { sendOnce } from '../model/sent-notifications';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import type { Mail } from '../platform/mail';
import { presignedDownload } from '../platform/object-urls';
import { DATA_EXPORT_PREFIX } from '../platform/resources';
import { buildDataExport } from './data-export';

/** Where the settings page is, for a new export once the link has expired. */
export const SETTINGS_PATH = '/account';

/** The mail with the link: who it is for, what the file is, how long the link works, what to do after. */
export function exportMail(record: UserRecord, url: string, now: Date, siteOrigin: string): Mail {
  const expires = new Date(now.getTime() + EXPORT_LINK_HOURS * 3_600_000);
  return {
    to: record.email,
    subject: 'Your Jobmatch data is ready to download',
    text: [
      `Hello ${record.firstName},`,
      '',
      'You asked for a copy of the data Jobmatch holds about you. It is ready: one JSON file with your account, profile, applications, saved jobs, the choices of emails you made, and who opened your profile, plus your profile as a JSON Resume.',
      '',
      `Download it here (the link works until ${formatDateTime(expires)}):`,
      url,
      '',
      `If the link has expired, ask for a new copy in your account settings: ${siteOrigin}${SETTINGS_PATH}`,
      '',
      'If you did not ask for this, change your password at once and tell us by replying to this mail.',
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/**
 * Data Export Requested: builds the file, stores it under the expiring prefix and mails a one-hour link,
 * once per request (sendOnce: a redelivered event finds the request claimed and does nothing).
 */
export async function deliverDataExport(detail: DataExportRequestedDetail, now = new Date()): Promise<void> {
  const record = await findUserById(detail.accountId);
  if (!record) {
    logger.info('Data export for an account since deleted', { requestId: detail.requestId });
    return;
  }
  await sendOnce(
    `data-export#${detail.requestId}`,
    async () => {
      const data = await buildDataExport(record, now);
      const fileKey = `${DATA_EXPORT_PREFIX}${record.id}/${detail.requestId}.json`;
      await s3Client().send(
        new PutObjectCommand({
          Bucket: config.uploadsBucket,
          Key: fileKey,
          Body: JSON.stringify(data, null, 2),
          ContentType: 'application/json',
        }),
      );
      const url = await presignedDownload(
        { fileKey, fileName: exportFileName(data.exportedAt), contentType: 'application/json' },
        EXPORT_LINK_HOURS * 3600,
      );
      return exportMail(record, url, now, config.siteOrigin);
    },
    now,
  );
}
