import { Entity } from 'electrodb';
import { BILLING_CYCLES, PLAN_CODES } from '../../shared/subscriptions/plans';
import { entityConfig, lazy, SERVICE } from '../platform/db';

// An organisation has no plan of its own: its team plan follows its active subscription (teams/plan.ts),
// basic without one. Memberships are read with the account on every employer request, so they live in
// platform/auth/memberships.ts.

/** One term of a subscription, as the organisation carries it: the current one and a renewal waiting after it. */
const TERM_ATTRIBUTES = {
  id: { type: 'string', required: true },
  plan: { type: PLAN_CODES, required: true },
  billingCycle: { type: BILLING_CYCLES, required: true },
  startDate: { type: 'string', required: true },
  endDate: { type: 'string', required: true },
  applicationLimit: { type: 'number', required: true },
} as const;

/** The employer-side tenant: jobs, applications and the subscription belong to it. */
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
          /**
           * The current subscription's term (functions/subscriptions), written with it in the activation
           * transaction, so whoever reads the organisation knows its plan without a second read. Active
           * while now < endDate: expiry needs no job.
           */
          subscription: {
            type: 'map',
            properties: {
              ...TERM_ATTRIBUTES,
              cancelledAt: { type: 'string' },
              /**
               * A renewal bought for the next term (ADR 0018, Renewals): it starts at endDate and is the
               * current term from then on, without a write (subscription-terms.ts activeTermOf).
               */
              next: { type: 'map', properties: TERM_ATTRIBUTES },
            },
          },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
          /**
           * The id again, under the name every item of the organisation is listed by in gsi2: it files
           * the organisation in its own partition of that index, beside its applications (ADR 0017).
           * Set at creation and by every activation of a subscription; absent on organisations created
           * before it was kept that have not subscribed since.
           */
          organisationId: { type: 'string' },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          listedWithOrganisation: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['organisationId'] },
            sk: { field: 'gsi2sk', composite: [] },
          },
        },
      },
      entityConfig(),
    ),
);

export type OrganisationItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof organisations>['get']>['go']>>['data']
>;
