import { Entity } from 'electrodb';
import { indianDay } from '../../shared/dates';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * The hiring teams' daily digest's index (issue 32): one entry per application, in the partition of the
 * India day it was made, sorted by organisation, so the morning run reads a day's new applications with
 * one key-range query and groups them by organisation. Written by the Application Submitted consumer
 * (a put: a repeated delivery writes the same entry); the table's TTL clears a day a week later.
 */
export const applicationDigestEntries = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'applicationDigestEntry', version: '1', service: SERVICE },
        attributes: {
          /** The India day (YYYY-MM-DD) the application was made. */
          day: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          applicationId: { type: 'string', required: true },
          jobId: { type: 'string', required: true },
          /** TTL, epoch seconds. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byDay: {
            pk: { field: 'pk', composite: ['day'] },
            sk: { field: 'sk', composite: ['organisationId', 'applicationId'] },
          },
        },
      },
      entityConfig(),
    ),
);

const KEPT_DAYS = 7;

export function digestEntryOf(application: {
  id: string;
  organisationId: string;
  jobId: string;
  appliedAt: string;
}) {
  return {
    day: indianDay(application.appliedAt),
    organisationId: application.organisationId,
    applicationId: application.id,
    jobId: application.jobId,
    expiresAt: Math.floor(Date.parse(application.appliedAt) / 1000) + KEPT_DAYS * 86_400,
  };
}
