import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * A job a candidate saved: one item per candidate and job, so saving twice is the same item and
 * removing is one delete. The candidate's saves are one partition (read whole, newest first).
 */
export const savedJobs = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'savedJob', version: '1', service: SERVICE },
        attributes: {
          candidateId: { type: 'string', required: true },
          jobId: { type: 'string', required: true },
          savedAt: { type: 'string', required: true },
        },
        indexes: {
          byCandidate: {
            pk: { field: 'pk', composite: ['candidateId'] },
            sk: { field: 'sk', composite: ['jobId'] },
          },
        },
      },
      entityConfig(),
    ),
);
