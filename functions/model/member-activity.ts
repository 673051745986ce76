import { Entity } from 'electrodb';
import { indianDay } from '../../shared/dates';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * One team member's activity on one day in India, for the Enterprise team analytics (ADR 0016 addendum,
 * issue 31): jobs posted, applications moved and, for each application whose first status change they
 * made, the seconds since it was submitted. Each is added (ADD / list append) in the very transaction of
 * the post or the status change it counts, so the analytics read one key range of the organisation's
 * partition (90 days by at most the plan's seats) and nothing counts jobs or applications at read time.
 * Kept from its first release on: earlier posts and moves are not in it.
 */
export const memberActivity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'memberActivity', version: '1', service: SERVICE },
        attributes: {
          organisationId: { type: 'string', required: true },
          /** YYYY-MM-DD in India. */
          day: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          jobsPosted: { type: 'number' },
          applicationsMoved: { type: 'number' },
          firstResponseSeconds: { type: 'list', items: { type: 'number' } },
        },
        indexes: {
          byOrganisationDay: {
            pk: { field: 'pk', composite: ['organisationId'] },
            sk: { field: 'sk', composite: ['day', 'userId'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type MemberActivityItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof memberActivity>['get']>['go']>>['data']
>;

/** The key of a member's day on which an action at `at` is counted. */
export const memberDay = (organisationId: string, userId: string, at: string | Date) => ({
  organisationId,
  day: indianDay(at),
  userId,
});

/** Whole seconds from an application's submission to its first response (never negative). */
export const secondsBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
