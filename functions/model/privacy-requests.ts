import { createWriteTransaction, Entity } from 'electrodb';
import { indianDay } from '../../shared/dates';
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestStatus,
  privacyRequestDueOn,
  privacyRequestReference,
} from '../../shared/privacy/requests';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * The grievance desk's requests (issue 35, ADR 0038). A person's requests are read by their address
 * (gsi1 `byEmail`), so one filed signed out shows once they sign in with that address; the admins' queue
 * reads the open ones by due day (gsi2 `byQueue`, earliest due first) and the answered ones by the same
 * index's other partition. `queue` is 'pending' (unconfirmed, outside the queue), 'open' or 'closed'.
 */
export const privacyRequests = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'privacyRequest', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          /** PR-2026-000123; given when the request is received (a signed-out one, once confirmed). */
          reference: { type: 'string' },
          kind: { type: PRIVACY_REQUEST_KINDS, required: true },
          details: { type: 'string', required: true },
          name: { type: 'string', required: true },
          email: { type: 'string', required: true },
          /** The account that filed it; absent for a request filed signed out. */
          userId: { type: 'string' },
          status: { type: PRIVACY_REQUEST_STATUSES, required: true },
          queue: { type: ['pending', 'open', 'closed'] as const, required: true },
          submittedAt: { type: 'string', required: true },
          receivedAt: { type: 'string' },
          /** The India day the answer is due (YYYY-MM-DD); the submission's day until received. */
          dueOn: { type: 'string', required: true },
          outcome: { type: 'string' },
          history: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                status: { type: PRIVACY_REQUEST_STATUSES, required: true },
                at: { type: 'string', required: true },
                note: { type: 'string' },
              },
            },
          },
          updatedAt: { type: 'string', required: true },
          /** TTL, epoch seconds: only an unconfirmed request has it (removed a day after filing). */
          expiresAt: { type: 'number' },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          byEmail: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['email'] },
            sk: { field: 'gsi1sk', composite: ['submittedAt', 'id'] },
          },
          byQueue: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['queue'] },
            sk: { field: 'gsi2sk', composite: ['dueOn', 'id'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type PrivacyRequestItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof privacyRequests>['get']>['go']>>['data']
>;

/**
 * The last reference number given in a calendar year. Moved from n to n + 1 only in the transaction that
 * receives a request, on the condition that it still reads n: no number is given twice, and none skipped.
 */
export const privacyRequestCounters = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'privacyRequestCounter', version: '1', service: SERVICE },
        attributes: {
          year: { type: 'number', required: true },
          lastNumber: { type: 'number', required: true },
        },
        indexes: {
          byYear: { pk: { field: 'pk', composite: ['year'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

const ATTEMPTS = 8;

/**
 * Receives a request: gives it the year's next reference and its due day, in one transaction with the
 * counter's move (conditional on the number read) and the request's own write (conditional on it being
 * unconfirmed, or absent when `create` makes it). Two requests received at once: one transaction wins,
 * the other reads the counter again. Answers the request received, or undefined when it is no longer
 * unconfirmed (confirmed already, or expired).
 */
export async function receivePrivacyRequest(
  request: Omit<
    PrivacyRequestItem,
    'reference' | 'status' | 'queue' | 'receivedAt' | 'dueOn' | 'history' | 'updatedAt'
  > & {
    status?: PrivacyRequestStatus;
  },
  { create, now }: { create: boolean; now: Date },
): Promise<PrivacyRequestItem | undefined> {
  const year = Number(indianDay(now).slice(0, 4));
  const at = now.toISOString();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { data: counter } = await privacyRequestCounters().get({ year }).go({ consistent: true });
    const last = counter?.lastNumber ?? 0;
    const received = {
      reference: privacyRequestReference(year, last + 1),
      status: 'received' as const,
      queue: 'open' as const,
      receivedAt: at,
      dueOn: privacyRequestDueOn(indianDay(now)),
      updatedAt: at,
    };
    const history = [{ status: 'received' as const, at }];
    const { canceled, data } = await createWriteTransaction(
      { counter: privacyRequestCounters(), request: privacyRequests() },
      (e) => [
        counter
          ? e.counter
              .patch({ year })
              .set({ lastNumber: last + 1 })
              .where((attributes, { eq }) => eq(attributes.lastNumber, last))
              .commit()
          : e.counter.create({ year, lastNumber: 1 }).commit(),
        create
          ? e.request
              .create({
                id: request.id,
                kind: request.kind,
                details: request.details,
                name: request.name,
                email: request.email,
                userId: request.userId,
                submittedAt: request.submittedAt,
                ...received,
                history,
              })
              .commit()
          : e.request
              .patch({ id: request.id })
              .set({ ...received, submittedAt: request.submittedAt, history })
              .remove(['expiresAt'])
              .where((attributes, { eq }) => eq(attributes.status, 'unconfirmed'))
              .commit(),
      ],
    ).go();
    if (!canceled) return { ...request, ...received, history } as PrivacyRequestItem;
    const [counterFailure, requestFailure] = data;
    if (requestFailure?.code === 'ConditionalCheckFailed') return undefined;
    if (counterFailure?.code !== 'ConditionalCheckFailed') throw new Error('Privacy request not received');
  }
  throw new Error('Privacy request reference not allocated: the counter kept moving');
}
