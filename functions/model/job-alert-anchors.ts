import { Entity } from 'electrodb';
import { JOB_ALERT_FREQUENCIES } from '../../shared/job-alerts/rules';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/*
 * The job alerts' matching index (ADR 0035): each active alert is filed under the keys ("anchors") a job
 * must have for the alert's search to list it (one of its words, a three-letter start of its last word, or
 * one of its filters), so a new job reads only the partitions of its own keys, never every alert. An
 * anchor entry carries what matching needs (owner, frequency, search), so a match reads nothing else.
 */
export const jobAlertAnchors = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'jobAlertAnchor', version: '1', service: SERVICE },
        attributes: {
          anchor: { type: 'string', required: true },
          alertId: { type: 'string', required: true },
          subscriberId: { type: 'string', required: true },
          frequency: { type: JOB_ALERT_FREQUENCIES, required: true },
          search: { type: 'any', required: true },
        },
        indexes: {
          byAnchor: {
            pk: { field: 'pk', composite: ['anchor'] },
            sk: { field: 'sk', composite: ['alertId'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type JobAlertAnchorItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof jobAlertAnchors>['get']>['go']>>['data']
>;
