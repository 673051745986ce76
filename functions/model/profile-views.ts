import { createWriteTransaction, Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { logger } from '../platform/logger';
import { candidateOpenings, openingChange } from './candidate-openings';
import { organisationStats } from './organisation-stats';

/**
 * Profile views (employer-admin-side.md section 3, Profile Views): a view of a candidate's profile by an
 * employer counts once per employer, candidate and day (the day in India). The day's marker is put on
 * the condition that it does not exist, in the same transaction as the candidate's count and the
 * organisation's dashboard figure, so a repeated or concurrent view adds nothing.
 */

export const profileViewMarkers = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'profileViewMarker', version: '1', service: SERVICE },
        attributes: {
          candidateId: { type: 'string', required: true },
          viewerId: { type: 'string', required: true },
          day: { type: 'string', required: true },
          /** TTL, epoch seconds: the marker only matters on its day. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byView: {
            pk: { field: 'pk', composite: ['candidateId', 'viewerId', 'day'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      entityConfig(),
    ),
);

/** A candidate's view count, apart from the profile item: a view is no save of the candidate's. */
export const profileViewCounts = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'profileViewCount', version: '1', service: SERVICE },
        attributes: {
          candidateId: { type: 'string', required: true },
          views: { type: 'number' },
        },
        indexes: {
          byCandidate: {
            pk: { field: 'pk', composite: ['candidateId'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      entityConfig(),
    ),
);

/** Views of one candidate at the same moment cancel each other's transactions; a retry succeeds. */
const ATTEMPTS = 8;

/** The calendar day in India (+05:30, no daylight saving). */
export function indianDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Counts a view unless this viewer already viewed this candidate today; true when it counted. */
export async function recordProfileView(
  view: { candidateId: string; viewerId: string; organisationId?: string; organisationName?: string },
  now = new Date(),
): Promise<boolean> {
  const marker = {
    candidateId: view.candidateId,
    viewerId: view.viewerId,
    day: indianDay(now),
    expiresAt: Math.floor(now.getTime() / 1000) + 2 * 86_400,
  };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { canceled, data } = await createWriteTransaction(
      {
        marker: profileViewMarkers(),
        count: profileViewCounts(),
        stats: organisationStats(),
        opening: candidateOpenings(),
      },
      (e) => [
        e.marker.create(marker).commit(),
        e.count.update({ candidateId: view.candidateId }).add({ views: 1 }).commit(),
        ...(view.organisationId
          ? [e.stats.update({ organisationId: view.organisationId }).add({ profileViews: 1 }).commit()]
          : []),
        // The candidate's "who opened my profile" (ADR 0033): a profile read, once a day like the count.
        ...(view.organisationId && view.organisationName
          ? [
              e.opening
                .update({ candidateId: view.candidateId, organisationId: view.organisationId })
                .set(openingChange('profile', view.organisationName, now))
                .commit(),
            ]
          : []),
      ],
    ).go();
    if (!canceled) return true;
    if (data[0]?.rejected && data[0].code === 'ConditionalCheckFailed') return false;
    // Another view of this candidate (or for this organisation) at the same moment: try again shortly.
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
  }
  // A view is a by-product of reading a profile: a lost count must not cost the reader the profile.
  logger.warn('Profile view not counted', { candidateId: view.candidateId, viewerId: view.viewerId });
  return false;
}
