import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * An organisation's dashboard figures, one item kept exact by the writes that change them: the apply
 * transaction adds to totalApplications, a status change to or from hired moves hiredCandidates in the
 * same transaction, and a counted profile view adds to profileViews. Nothing counts rows at read time.
 */
export const organisationStats = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'organisationStats', version: '1', service: SERVICE },
        attributes: {
          organisationId: { type: 'string', required: true },
          totalApplications: { type: 'number' },
          hiredCandidates: { type: 'number' },
          profileViews: { type: 'number' },
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

/**
 * One marker per active job of an organisation, sorted by the job's expiry. A job expires by the clock,
 * with no write at that moment, so a counter of active jobs could never be exact; instead the job writes
 * (post, pause, activate, edit of the expiry, delete) put or remove the marker in their own transaction,
 * and the dashboard counts the markers whose expiry is still ahead with one key-range query. Markers of
 * expired jobs are out of that range at once and are removed by the table's TTL later. The key is the
 * organisation's, so the count is a strongly consistent read; a change of expiry replaces the marker.
 */
export const activeJobMarkers = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'activeJobMarker', version: '1', service: SERVICE },
        attributes: {
          organisationId: { type: 'string', required: true },
          jobId: { type: 'string', required: true },
          /** The job's expiry (ISO instant). */
          expiresOn: { type: 'string', required: true },
          /** TTL, epoch seconds: a day after the job's expiry. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byOrganisation: {
            pk: { field: 'pk', composite: ['organisationId'] },
            sk: { field: 'sk', composite: ['expiresOn', 'jobId'] },
          },
        },
      },
      entityConfig(),
    ),
);

export function activeJobMarker(job: { id: string; organisationId: string; expiresAt: string }) {
  return {
    organisationId: job.organisationId,
    jobId: job.id,
    expiresOn: job.expiresAt,
    expiresAt: Math.floor(new Date(job.expiresAt).getTime() / 1000) + 86_400,
  };
}

/** The key of a job's marker among its organisation's active jobs, to delete it. */
export const activeJobMarkerKey = (job: { id: string; organisationId: string; expiresAt: string }) => ({
  organisationId: job.organisationId,
  expiresOn: job.expiresAt,
  jobId: job.id,
});
