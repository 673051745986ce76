import { Entity } from 'electrodb';
import { type PostingStanding, removalsWithin } from '../../shared/jobs/reports';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * Whether an organisation may post jobs (issue 33): when an admin removed its jobs (`removedAt`, pruned to
 * the rule's window on every write) and whether posting is suspended, by the removal rule or by an admin,
 * until an admin lifts it. Absent for an organisation nothing was ever removed from.
 */
export const postingStandings = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'postingStanding', version: '1', service: SERVICE },
        attributes: {
          organisationId: { type: 'string', required: true },
          removedAt: { type: 'list', items: { type: 'string' }, default: () => [] },
          suspendedAt: { type: 'string' },
          suspendedReason: { type: 'string' },
          /** The admin who suspended it, or 'rule' for two removals within the window. */
          suspendedBy: { type: 'string' },
          updatedAt: { type: 'string', required: true },
          /** Grows with every write; each write is conditional on the version it read. */
          version: { type: 'number', required: true },
        },
        indexes: {
          byOrganisation: {
            pk: { field: 'pk', composite: ['organisationId'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      entityConfig(),
    ),
);

export type PostingStandingItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof postingStandings>['get']>['go']>>['data']
>;

/** The standing as screens show it. */
export function toStanding(item: PostingStandingItem | undefined | null, now: Date): PostingStanding {
  return {
    suspended: !!item?.suspendedAt,
    reason: item?.suspendedReason ?? null,
    suspendedAt: item?.suspendedAt ?? null,
    recentRemovals: removalsWithin(item?.removedAt ?? [], now).length,
  };
}

export async function findStanding(organisationId: string): Promise<PostingStandingItem | undefined> {
  const { data } = await postingStandings().get({ organisationId }).go();
  return data ?? undefined;
}
