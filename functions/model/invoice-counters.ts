import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * The last GST invoice number issued in a financial year. Moved from n to n + 1 only in the transaction
 * that activates a subscription, on the condition that it still reads n: numbers are consecutive, with no
 * gap and no number given twice (invoice-numbers.ts).
 */
export const invoiceCounters = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'invoiceCounter', version: '1', service: SERVICE },
        attributes: {
          /** '2026-27': April to March, in India's time. */
          financialYear: { type: 'string', required: true },
          lastNumber: { type: 'number', required: true },
        },
        indexes: {
          byYear: { pk: { field: 'pk', composite: ['financialYear'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);
