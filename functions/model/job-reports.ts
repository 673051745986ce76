import { Entity } from 'electrodb';
import { REPORT_REASONS } from '../../shared/jobs/reports';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * One item per person and job they reported (issue 33): created on the condition that none exists, so a
 * person reports a job once, ever. `round` is the job's report case round it counted in, so the outcome
 * mail of a decision goes to that round's reporters only. A job's reports are one partition; a person's
 * are found by gsi1 (`byReporter`) when their account is deleted (ADR 0006).
 */
export const jobReports = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'jobReport', version: '1', service: SERVICE },
        attributes: {
          jobId: { type: 'string', required: true },
          reporterId: { type: 'string', required: true },
          reason: { type: REPORT_REASONS, required: true },
          details: { type: 'string', default: '' },
          round: { type: 'number', required: true },
          reportedAt: { type: 'string', required: true },
        },
        indexes: {
          byJob: {
            pk: { field: 'pk', composite: ['jobId'] },
            sk: { field: 'sk', composite: ['reporterId'] },
          },
          byReporter: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['reporterId'] },
            sk: { field: 'gsi1sk', composite: ['jobId'] },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * A job's reports as the admin's queue shows them, kept by the same transactions as the reports (counts,
 * not counted at read time). A decision closes the round (status restored or removed); the next report
 * opens the next round. `version` guards every write, so two reports at once both count. The queue reads
 * the open cases in gsi1 (`byStatus`), oldest round first.
 */
export const jobReportCases = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'jobReportCase', version: '1', service: SERVICE },
        attributes: {
          jobId: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          title: { type: 'string', required: true },
          companyName: { type: 'string', required: true },
          status: { type: ['open', 'restored', 'removed'] as const, required: true },
          round: { type: 'number', required: true },
          reportCount: { type: 'number', required: true },
          scam: { type: 'number', default: 0 },
          fake: { type: 'number', default: 0 },
          wrong_info: { type: 'number', default: 0 },
          offensive: { type: 'number', default: 0 },
          other: { type: 'number', default: 0 },
          openedAt: { type: 'string', required: true },
          lastReportedAt: { type: 'string', required: true },
          heldAt: { type: 'string' },
          decidedAt: { type: 'string' },
          decidedBy: { type: 'string' },
          version: { type: 'number', required: true },
        },
        indexes: {
          byJob: { pk: { field: 'pk', composite: ['jobId'] }, sk: { field: 'sk', composite: [] } },
          byStatus: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['status'] },
            sk: { field: 'gsi1sk', composite: ['openedAt', 'jobId'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type JobReportCaseItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof jobReportCases>['get']>['go']>>['data']
>;
