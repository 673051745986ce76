import { randomUUID } from 'node:crypto';
import {
  type DataExportAnswer,
  EXPORT_INLINE_LIMITS,
  exportFileName,
} from '../../shared/privacy/data-export';
import { accessLog } from '../model/access-log';
import { applications } from '../model/applications';
import { DATA_EXPORT_REQUESTED } from '../model/events';
import type { Principal } from '../platform/auth/principal';
import { publishEvent } from '../platform/events';
import { buildDataExport } from './data-export';

/**
 * Whether the account is too large to export inside the request: the two lists that grow without bound
 * (applications, the access log) read only as far as the limit, side by side, keys only.
 */
async function isLarge(personId: string): Promise<boolean> {
  const [applied, logged] = await Promise.all([
    applications()
      .query.byCandidate({ candidateId: personId })
      .go({ limit: EXPORT_INLINE_LIMITS.applications + 1, attributes: ['id'] }),
    accessLog()
      .query.byPerson({ personId })
      .go({ limit: EXPORT_INLINE_LIMITS.accessLog + 1, attributes: ['entryId'] }),
  ]);
  return (
    applied.data.length > EXPORT_INLINE_LIMITS.applications ||
    logged.data.length > EXPORT_INLINE_LIMITS.accessLog
  );
}

/**
 * POST /privacy/export: the file itself for an ordinary account; for a large one, a request the worker
 * prepares in the background and mails (export-delivery.ts). The answer says which happened.
 */
export async function requestDataExport(principal: Principal, now = new Date()): Promise<DataExportAnswer> {
  const { record } = principal;
  if (await isLarge(record.id)) {
    await publishEvent(DATA_EXPORT_REQUESTED, { accountId: record.id, requestId: randomUUID() });
    return { delivery: 'mailed', email: record.email };
  }
  const data = await buildDataExport(record, now);
  return { delivery: 'download', fileName: exportFileName(data.exportedAt), data };
}
