import { Entity } from 'electrodb';
import { TEAM_ROLES } from '../../../shared/teams/roles';
import { entityConfig, lazy, SERVICE } from '../db';

/*
 * Which organisation an employer acts for. Like the account, it is read on every employer request (with
 * the account, in one round trip: principal.ts), so it lives here; the organisations and teams features
 * own the flows that create and change it.
 */

export const MEMBER_STATUSES = ['active', 'pending', 'inactive'] as const;

/**
 * One item per person (an employer belongs to at most one organisation), keyed by the user so the
 * check every employer request makes is one key read; the organisation's team is the second index.
 */
export const memberships = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'membership', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          teamRole: { type: TEAM_ROLES, required: true },
          status: { type: MEMBER_STATUSES, required: true },
          joinedAt: { type: 'string', required: true },
        },
        indexes: {
          byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
          /** The organisation's team, in the order people joined. */
          byOrganisation: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['organisationId'] },
            sk: { field: 'gsi1sk', composite: ['joinedAt', 'userId'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type MembershipItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof memberships>['get']>['go']>>['data']
>;
