import { Entity } from 'electrodb';
import {
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentRecordView,
  NOTICE_VERSION,
} from '../../shared/privacy/notice';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * One item per change of one consent (DPDP Act 2023 section 6; ADR 0036): which purpose, given or
 * withdrawn, under which version of the notice, when, and how (the sign-up form, the settings card, the
 * profile's own switch, a mailed link, the parent's confirmation). The state of a purpose is not kept
 * here: it is the fact the purpose switches (the profile's matching and contact switches, the job alerts
 * preference); these items are the proof of how it came to be. After the account is deleted they stay
 * for a year under their account id alone (the Rules' one-year log), then expire.
 */
export const consentRecords = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'consentRecord', version: '1', service: SERVICE },
        attributes: {
          accountId: { type: 'string', required: true },
          at: { type: 'string', required: true },
          purpose: { type: CONSENT_PURPOSES, required: true },
          given: { type: 'boolean', required: true },
          noticeVersion: { type: 'string', required: true },
          channel: { type: CONSENT_CHANNELS, required: true },
          /** Given by the parent or guardian of a 16 or 17 year old, through the mailed link. */
          byParent: { type: 'boolean', default: false },
          /** Set once the account is deleted: a year on, DynamoDB's TTL removes the item. */
          expiresAt: { type: 'number' },
        },
        indexes: {
          byAccount: {
            pk: { field: 'pk', composite: ['accountId'] },
            sk: { field: 'sk', composite: ['at', 'purpose'] },
          },
        },
      },
      entityConfig(),
    ),
);

export interface ConsentChange {
  purpose: ConsentPurpose;
  given: boolean;
  channel: ConsentChannel;
  byParent?: boolean;
}

/** The item of one change, ready for a put or a transaction. */
export const consentItem = (accountId: string, change: ConsentChange, at: string) => ({
  accountId,
  at,
  purpose: change.purpose,
  given: change.given,
  noticeVersion: NOTICE_VERSION,
  channel: change.channel,
  byParent: change.byParent ?? false,
});

/** Records changes made at one moment (several purposes at once share the time, not the key). */
export async function recordConsents(accountId: string, changes: ConsentChange[], now = new Date()) {
  if (changes.length === 0) return;
  const at = now.toISOString();
  await consentRecords()
    .put(changes.map((change) => consentItem(accountId, change, at)))
    .go();
}

/** The account's history, newest first. */
export async function consentHistory(accountId: string): Promise<ConsentRecordView[]> {
  const { data } = await consentRecords().query.byAccount({ accountId }).go({ pages: 'all', order: 'desc' });
  return data.map(({ purpose, given, noticeVersion, at, channel, byParent }) => ({
    purpose,
    given,
    noticeVersion,
    at,
    channel,
    byParent: Boolean(byParent),
  }));
}

/** A year after deletion, in epoch seconds (the table's TTL attribute). */
export const KEPT_AFTER_DELETION_SECONDS = 366 * 24 * 60 * 60;

/** Account Deleted: the records lose nothing but gain an end, a year on. */
export async function expireConsentRecords(accountId: string, now = new Date()): Promise<void> {
  const { data } = await consentRecords().query.byAccount({ accountId }).go({ pages: 'all' });
  const expiresAt = Math.floor(now.getTime() / 1000) + KEPT_AFTER_DELETION_SECONDS;
  const open = data.filter((item) => !item.expiresAt).map((item) => ({ ...item, expiresAt }));
  // A batch put of the same items with their end: a redelivered event rewrites them unchanged.
  if (open.length > 0) await consentRecords().put(open).go();
}
