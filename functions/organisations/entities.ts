import { Entity } from 'electrodb';
import { PLANS, TEAM_ROLES } from '../../shared/teams/schemas';
import { entityConfig, lazy, SERVICE } from '../platform/db';

// The plans and team roles are the shared contract's (shared/teams); a new organisation starts on basic.
export const MEMBER_STATUSES = ['active', 'pending', 'inactive'] as const;

/** The employer-side tenant: jobs, applications and (later) the subscription belong to it. */
export const organisations = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'organisation', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          companyId: { type: 'string', required: true },
          ownerId: { type: 'string', required: true },
          plan: { type: PLANS, required: true, default: 'basic' },
          maxRecruiters: { type: 'number', required: true },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

/**
 * One item per person (an employer belongs to at most one organisation), keyed by the user so the check
 * every employer request makes is one GetItem; the organisation's team is the second index.
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

export type OrganisationItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof organisations>['get']>['go']>>['data']
>;
export type MembershipItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof memberships>['get']>['go']>>['data']
>;
