import { Entity } from 'electrodb';
import { indianDay } from '../../shared/dates';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * The marketplace's figures of one day in India (IST), for the admin's dashboard: jobs posted and
 * applications sent that day. Each is added to (ADD) in the very transaction that writes the job or the
 * application, so the dashboard reads one item by key and nothing counts rows. A post taken back (its
 * announcement failed) takes its count back in its own transaction. Days are India's because the admins
 * are: 'today' starts at midnight IST, 18:30 UTC.
 */
export const dailyFigures = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'dailyFigures', version: '1', service: SERVICE },
        attributes: {
          /** YYYY-MM-DD in India. */
          day: { type: 'string', required: true },
          jobsPosted: { type: 'number' },
          applicationsSent: { type: 'number' },
        },
        indexes: {
          byDay: { pk: { field: 'pk', composite: ['day'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

/** The day an instant is counted on. */
export const figuresDay = (at: string | Date) => ({ day: indianDay(at) });
