import { Entity } from 'electrodb';
import { PLANS } from '../../shared/teams/schemas';
import { entityConfig, lazy, SERVICE } from '../platform/db';

// The plans are the shared contract's (shared/teams); a new organisation starts on basic. Memberships
// are read with the account on every employer request, so they live in platform/auth/memberships.ts.

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

export type OrganisationItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof organisations>['get']>['go']>>['data']
>;
