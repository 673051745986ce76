import { Entity } from 'electrodb';
import { indianDay } from '../../shared/dates';
import {
  RESPONSIVENESS_WINDOW_DAYS,
  type ResponseBound,
  type ResponsivenessDay,
  responseBoundOf,
  responsivenessDays,
} from '../../shared/employer/responsiveness';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { secondsBetween } from './member-activity';

/**
 * One company's applications of one day in India, for its responsiveness (shared/employer/
 * responsiveness.ts, ADR 0030): how many came (added in the apply transaction) and how many had their
 * first response from the employer within each bound (added in the transaction of that first status
 * change). A job page reads one key range of the company's partition, at most the window's days, and
 * nothing counts applications at read time. A day is kept a while past the window, then TTL removes it.
 */
export const companyResponseDays = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'companyResponseDay', version: '1', service: SERVICE },
        attributes: {
          companyId: { type: 'string', required: true },
          /** YYYY-MM-DD in India: the day the applications were made. */
          appliedOn: { type: 'string', required: true },
          received: { type: 'number' },
          answeredWithin1: { type: 'number' },
          answeredWithin2: { type: 'number' },
          answeredWithin3: { type: 'number' },
          answeredWithin5: { type: 'number' },
          answeredWithin7: { type: 'number' },
          /** TTL, epoch seconds: once the day has left every window. */
          expiresAt: { type: 'number' },
        },
        indexes: {
          byCompanyDay: {
            pk: { field: 'pk', composite: ['companyId'] },
            sk: { field: 'sk', composite: ['appliedOn'] },
          },
        },
      },
      entityConfig(),
    ),
);

type ResponseDayItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof companyResponseDays>['get']>['go']>>['data']
>;

const ANSWERED_ATTRIBUTE = {
  1: 'answeredWithin1',
  2: 'answeredWithin2',
  3: 'answeredWithin3',
  5: 'answeredWithin5',
  7: 'answeredWithin7',
} as const satisfies Record<ResponseBound, keyof ResponseDayItem>;

/** A day is read for this long after it (the window and its deadline), and kept a little longer. */
const KEEP_SECONDS = (RESPONSIVENESS_WINDOW_DAYS + 30) * 86_400;

/** The day an application made at `appliedAt` counts on, for the apply transaction's ADD of `received`. */
export function receivedDay(companyId: string, appliedAt: string) {
  return {
    key: { companyId, appliedOn: indianDay(appliedAt) },
    expiresAt: Math.floor(Date.parse(appliedAt) / 1000) + KEEP_SECONDS,
  };
}

/**
 * What a first response at `at` adds, for the status change's transaction: the day's attribute of the
 * smallest bound it fits, or null when it came after the deadline (then it is no answer in time).
 */
export function answeredDay(companyId: string, appliedAt: string, at: string) {
  const bound = responseBoundOf(secondsBetween(appliedAt, at));
  if (bound === null) return null;
  return { key: { companyId, appliedOn: indianDay(appliedAt) }, attribute: ANSWERED_ATTRIBUTE[bound] };
}

/** The company's days in the window at `now`: one query of its partition. */
export async function responsivenessDaysOf(companyId: string, now: Date): Promise<ResponsivenessDay[]> {
  const { from, to } = responsivenessDays(now);
  const { data } = await companyResponseDays()
    .query.byCompanyDay({ companyId })
    .between({ appliedOn: from }, { appliedOn: to })
    .go({ pages: 'all' });
  return data.map((day) => ({
    received: day.received ?? 0,
    answered: Object.fromEntries(
      Object.entries(ANSWERED_ATTRIBUTE).map(([bound, attribute]) => [bound, day[attribute] ?? 0]),
    ),
  }));
}
