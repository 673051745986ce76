import { Entity, type TransactWriteEntity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * The organisation's seats, counted by the writes that take and free them (ADR 0016, issue 31): every
 * invitation that holds a seat (`seatHeld` on it) and every membership of the organisation. Each write
 * that takes a seat does so in the same transaction as this counter, on the condition that it is below
 * the plan's limit, so two admins inviting at once, or two people accepting at once, cannot pass it.
 * `members` is kept apart because joining needs a free seat among members (the invitation's own seat
 * counts as free), which no condition could compute from `seats` alone. An organisation whose counter
 * does not exist yet (all written before it) has it made on first use from what its items hold
 * (teams/seats.ts), under a condition that it still does not exist.
 */
export const teamSeats = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'teamSeats', version: '1', service: SERVICE },
        attributes: {
          organisationId: { type: 'string', required: true },
          /** Members plus invitations holding a seat. */
          seats: { type: 'number', required: true },
          members: { type: 'number', required: true },
          countedAt: { type: 'string', required: true },
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

export type TeamSeatsItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof teamSeats>['get']>['go']>>['data']
>;

/**
 * A fixed-window count of one team action (invitations an organisation creates in an hour, resends of
 * one invitation in a day), moved in the same transaction as the action on the condition that it is
 * below the limit: only actions that happened count, and none passes the limit. Removed by TTL once the
 * window has ended.
 */
export const teamActionWindows = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'teamActionWindow', version: '1', service: SERVICE },
        attributes: {
          /** What is counted and for whom: `invite#<organisation>` or `resend#<invitation>`. */
          scope: { type: 'string', required: true },
          /** The window's number: its start in seconds divided by its length. */
          window: { type: 'number', required: true },
          count: { type: 'number', required: true },
          /** TTL, in epoch seconds: a little after the window ends. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byScope: {
            pk: { field: 'pk', composite: ['scope'] },
            sk: { field: 'sk', composite: ['window'] },
          },
        },
      },
      entityConfig(),
    ),
);

type WritesOf<E> =
  E extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;
/** The counters as a transaction's entities hand them out. */
export type TeamSeatsWrites = WritesOf<ReturnType<typeof teamSeats>>;
export type TeamActionWindowWrites = WritesOf<ReturnType<typeof teamActionWindows>>;
