import { Entity } from 'electrodb';
import { OPENINGS_WINDOW_DAYS, type OpeningKind } from '../../shared/candidates/reach';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * What an organisation opened of a candidate outside an application (ADR 0033): one item per candidate
 * and organisation, in the candidate's partition, so an opening is found by key. The candidate sees who
 * opened what in the access log (ADR 0037), which records every opening; this item is what counts. `countedAt` is set once, in the transaction that adds one to the
 * subscription's applicationsUsed (the IT applicant counter, ADR 0019), so a second opening of any kind
 * costs nothing. The organisation's name is kept as it was at the opening: the candidate sees who it was.
 */
export const candidateOpenings = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'candidateOpening', version: '1', service: SERVICE },
        attributes: {
          candidateId: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          organisationName: { type: 'string', required: true },
          profileAt: { type: 'string' },
          resumeAt: { type: 'string' },
          contactAt: { type: 'string' },
          lastOpenedAt: { type: 'string', required: true },
          /** When it counted toward a subscription (IT candidates only), and which one. */
          countedAt: { type: 'string' },
          subscriptionId: { type: 'string' },
          /** TTL, epoch seconds: a year after the last opening. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byCandidate: {
            pk: { field: 'pk', composite: ['candidateId'] },
            sk: { field: 'sk', composite: ['organisationId'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type CandidateOpeningItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof candidateOpenings>['get']>['go']>>['data']
>;

const DAY_MS = 86_400_000;

/** The attributes an opening of `kind` at `now` sets (the kind's time, the last opening and the TTL). */
export function openingChange(kind: OpeningKind, organisationName: string, now: Date) {
  const at = now.toISOString();
  return {
    organisationName,
    [`${kind}At`]: at,
    lastOpenedAt: at,
    expiresAt: Math.floor((now.getTime() + OPENINGS_WINDOW_DAYS * DAY_MS) / 1000),
  } as { organisationName: string; lastOpenedAt: string; expiresAt: number } & Partial<
    Record<`${OpeningKind}At`, string>
  >;
}

/** Records an opening that counts toward nothing (a non-IT candidate, one counted before). */
export async function recordOpening(
  candidateId: string,
  organisation: { id: string; name: string },
  kind: OpeningKind,
  now = new Date(),
): Promise<void> {
  await candidateOpenings()
    .update({ candidateId, organisationId: organisation.id })
    .set(openingChange(kind, organisation.name, now))
    .go({ response: 'none' });
}

/** Removes every opening of a deleted candidate (ADR 0006). */
export async function deleteOpeningsOf(candidateId: string): Promise<void> {
  const { data } = await candidateOpenings().query.byCandidate({ candidateId }).go({ pages: 'all' });
  if (data.length > 0) await candidateOpenings().delete(data).go();
}
