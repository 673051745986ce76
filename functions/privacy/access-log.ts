import { indianDay } from '../../shared/dates';
import {
  ACCESS_LOG_SHOWN_DAYS,
  type AuditAccessLog,
  type OwnAccessLog,
} from '../../shared/privacy/access-log';
import { type AccessLogItem, accessLogOf, accessLogOfDay, logAccess } from '../model/access-log';
import { findUserByEmail } from '../model/accounts';
import { organisations } from '../model/organisations';
import type { Principal } from '../platform/auth/principal';
import { BadRequestError } from '../platform/errors';

const DAY_MS = 86_400_000;

/** How many entries an admin's view of one day shows (newest first). */
const DAY_VIEW_LIMIT = 200;

/**
 * The organisations' names as they are now, read in one batch: the log keeps ids only, so a renamed
 * organisation shows its new name and a closed one shows as such.
 */
export async function organisationNames(ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { data } = await organisations()
    .get(unique.map((id) => ({ id })))
    .go();
  return new Map(data.map((organisation) => [organisation.id, organisation.name]));
}

/** GET /privacy/access-log: the caller's log of the last 12 months, one group per organisation. */
export async function ownAccessLog(principal: Principal, now = new Date()): Promise<OwnAccessLog> {
  const since = new Date(now.getTime() - ACCESS_LOG_SHOWN_DAYS * DAY_MS).toISOString();
  const entries = await accessLogOf(principal.record.id, since);
  const names = await organisationNames(entries.flatMap((entry) => entry.organisationId ?? []));
  const groups = new Map<string, OwnAccessLog['groups'][number]>();
  // Entries come newest first, so each group's first entry is its latest.
  for (const entry of entries) {
    const key = entry.actor === 'admin' ? 'admin' : `org:${entry.organisationId ?? ''}`;
    const organisationName = entry.organisationId ? (names.get(entry.organisationId) ?? null) : null;
    let group = groups.get(key);
    if (!group) {
      group = { organisationName, actor: entry.actor, lastAt: entry.at, entries: [] };
      groups.set(key, group);
    }
    group.entries.push({ at: entry.at, kind: entry.kind, actor: entry.actor, organisationName });
  }
  return { groups: [...groups.values()] };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /admin/access-log: one person's log (by their address) or one day's entries, for audits. Reading a
 * person's log is itself a read of their data, and is logged.
 */
export async function auditAccessLog(
  admin: Principal,
  query: Record<string, string>,
  now = new Date(),
): Promise<AuditAccessLog> {
  const email = query.email?.trim().toLowerCase();
  let entries: AccessLogItem[];
  let person: AuditAccessLog['person'] = null;
  if (email) {
    const record = await findUserByEmail(email);
    if (!record) return { person: null, entries: [] };
    person = { id: record.id, email: record.email, name: `${record.firstName} ${record.lastName}`.trim() };
    const since = new Date(now.getTime() - ACCESS_LOG_SHOWN_DAYS * DAY_MS).toISOString();
    [entries] = await Promise.all([
      accessLogOf(record.id, since),
      logAccess(record.id, 'accessLog', { actor: 'admin', actorId: admin.record.id }, now),
    ]);
  } else {
    const day = query.day?.trim() || indianDay(now);
    if (!DAY.test(day)) throw new BadRequestError('Choose a day as YYYY-MM-DD.');
    entries = await accessLogOfDay(day, DAY_VIEW_LIMIT);
  }
  const names = await organisationNames(entries.flatMap((entry) => entry.organisationId ?? []));
  return {
    person,
    entries: entries.map((entry) => ({
      at: entry.at,
      kind: entry.kind,
      actor: entry.actor,
      personId: entry.personId,
      actorId: entry.actorId,
      organisationId: entry.organisationId ?? null,
      organisationName: entry.organisationId ? (names.get(entry.organisationId) ?? null) : null,
    })),
  };
}
