import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import { indianDay } from '../../shared/dates';
import {
  ACCESS_KINDS,
  ACCESS_LOG_KEPT_DAYS,
  type AccessActor,
  type AccessKind,
} from '../../shared/privacy/access-log';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * The access log (ADR 0037): one item per opening of a person's data, in the person's partition (their
 * list and an audit of one person are one query), also filed by the day in India (an admin's audit of a
 * day, one query of gsi1). Ids only: who opened it (account, organisation), what kind, when; never a copy
 * of what was read, so the log holds no more of anyone than the ids it must. Kept 400 days (TTL), and
 * not removed with the person's account: the DPDP Rules keep logs of processing a year.
 */
export const accessLog = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'accessLogEntry', version: '1', service: SERVICE },
        attributes: {
          personId: { type: 'string', required: true },
          at: { type: 'string', required: true },
          entryId: { type: 'string', required: true },
          day: { type: 'string', required: true },
          kind: { type: ACCESS_KINDS, required: true },
          actor: { type: ['employer', 'admin'] as const, required: true },
          actorId: { type: 'string', required: true },
          organisationId: { type: 'string' },
          /** TTL, epoch seconds. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byPerson: {
            pk: { field: 'pk', composite: ['personId'] },
            sk: { field: 'sk', composite: ['at', 'entryId'] },
          },
          byDay: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['day'] },
            sk: { field: 'gsi1sk', composite: ['at', 'entryId'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type AccessLogItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof accessLog>['get']>['go']>>['data']
>;

export interface AccessByWhom {
  actor: AccessActor;
  actorId: string;
  organisationId?: string;
}

/**
 * Writes one entry. Callers run it beside the read's own last round trip and let a failure fail the read:
 * a read of personal data that leaves no trace is what the log exists to prevent (ADR 0037).
 */
export async function logAccess(
  personId: string,
  kind: AccessKind,
  by: AccessByWhom,
  now = new Date(),
): Promise<void> {
  await accessLog()
    .create({
      personId,
      at: now.toISOString(),
      entryId: randomUUID(),
      day: indianDay(now),
      kind,
      actor: by.actor,
      actorId: by.actorId,
      organisationId: by.organisationId,
      expiresAt: Math.floor(now.getTime() / 1000) + ACCESS_LOG_KEPT_DAYS * 86_400,
    })
    .go({ response: 'none' });
}

/** A person's entries since `since` (ISO), newest first. */
export async function accessLogOf(personId: string, since: string): Promise<AccessLogItem[]> {
  const { data } = await accessLog()
    .query.byPerson({ personId })
    .gte({ at: since })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/** A day's entries (the day in India, YYYY-MM-DD), newest first, at most `limit`. */
export async function accessLogOfDay(day: string, limit: number): Promise<AccessLogItem[]> {
  const { data } = await accessLog().query.byDay({ day }).go({ order: 'desc', limit });
  return data;
}
