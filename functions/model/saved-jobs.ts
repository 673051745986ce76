import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * A job a candidate saved: one item per candidate and job, so saving twice is the same item and
 * removing is one delete. The candidate's saves are one partition (read whole, newest first).
 *
 * Each save keeps a copy of what the list shows of its job (ADR 0017), so the list reads the saves alone:
 * `job` is the job's summary at `jobVersion` (absent once the job is deleted). It is written with the save
 * on the condition that the job is still the version read, and replaced by every Job Changed event of a
 * newer version (job-copies.ts), which finds a job's saves by gsi1. A save written before copies were kept
 * has no `jobVersion` (nor gsi1 keys), and the list reads its job instead.
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
          /** A JobSummary; ElectroDB keeps it as the map it is. */
          job: { type: 'any' },
          jobVersion: { type: 'number' },
        },
        indexes: {
          byCandidate: {
            pk: { field: 'pk', composite: ['candidateId'] },
            sk: { field: 'sk', composite: ['jobId'] },
          },
          byJob: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['jobId'] },
            sk: { field: 'gsi1sk', composite: ['candidateId'] },
          },
        },
      },
      entityConfig(),
    ),
);
