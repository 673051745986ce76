import { Entity } from 'electrodb';
import { CURRENCIES, JOB_CATEGORIES, JOB_FUNCTION_VALUES, JOB_TYPES } from '../../shared/jobs/options';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * One item per job. The id is time-ordered (platform/ids), so both indexes list jobs by posting time
 * from the id alone: a company's jobs (its page, My Jobs) and all jobs (the admin list). `version` grows
 * with every write: edits are conditional on it and the Job Changed event carries it. The application
 * count is only ever added to in the apply transaction, never written whole, so an edit cannot lose an
 * application. `expiresAt` is stored as `expiresOn`: the table's TTL attribute is named expiresAt and a
 * job must never be removed by TTL.
 */
export const jobs = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'job', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          companyId: { type: 'string', required: true },
          companyName: { type: 'string', required: true },
          companyLogoUrl: { type: 'string' },
          /** The company's website as the job's copy of its company (JobPosting sameAs); kept by company edits. */
          companyWebsite: { type: 'string' },
          title: { type: 'string', required: true },
          description: { type: 'string', required: true },
          requirements: { type: 'string', default: '' },
          responsibilities: { type: 'string', default: '' },
          benefits: { type: 'string', default: '' },
          jobType: { type: JOB_TYPES, required: true },
          location: { type: 'string', required: true },
          isRemote: { type: 'boolean', required: true },
          isHybrid: { type: 'boolean', required: true },
          salaryMin: { type: 'number' },
          salaryMax: { type: 'number' },
          currency: { type: CURRENCIES, required: true },
          experienceMin: { type: 'number', required: true },
          experienceMax: { type: 'number' },
          /** The longest notice period accepted, in days (issue 36); absent: any notice. */
          noticeAcceptedDays: { type: 'number' },
          contactEmail: { type: 'string' },
          skills: { type: 'list', items: { type: 'string' }, default: () => [] },
          category: { type: JOB_CATEGORIES, required: true },
          function: { type: JOB_FUNCTION_VALUES, required: true },
          isActive: { type: 'boolean', required: true },
          postedAt: { type: 'string', required: true },
          expiresAt: { type: 'string', required: true, field: 'expiresOn' },
          applicationsCount: { type: 'number', required: true, default: 0 },
          postedBy: { type: 'string', required: true },
          /*
           * Reconfirmation (ADR 0029): when the job was last confirmed active (posted, "Still hiring",
           * activated), the India day it closes unless confirmed again, and the due day its poster was
           * mailed about (the sweep's claim, so two runs mail once). Jobs posted before reconfirmation
           * have none until the sweep gives them a due day.
           */
          confirmedAt: { type: 'string' },
          confirmationDueOn: { type: 'string' },
          reminderMailedFor: { type: 'string' },
          /** When the sweep closed the job because nobody confirmed it; cleared when it is activated. */
          closedUnconfirmedAt: { type: 'string' },
          version: { type: 'number', required: true },
          updatedAt: { type: 'string', required: true },
          /**
           * Set while reports hold the job back (issue 33): nobody but its organisation and the admins sees
           * it, and the Job Changed event announces it closed, until an admin restores or removes it.
           */
          heldAt: { type: 'string' },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          byCompany: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['companyId'] },
            sk: { field: 'gsi1sk', composite: ['id'] },
          },
          all: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: [] },
            sk: { field: 'gsi2sk', composite: ['id'] },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * What is left of a deleted job: who owned it and its last version, so a repeated DELETE (after a lost
 * answer or a failed event) republishes the deletion instead of meeting a 404.
 */
export const jobTombstones = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'jobTombstone', version: '1', service: SERVICE },
        attributes: {
          jobId: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          version: { type: 'number', required: true },
          deletedAt: { type: 'string', required: true },
          deletedBy: { type: 'string', required: true },
        },
        indexes: {
          byJob: { pk: { field: 'pk', composite: ['jobId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

/**
 * How many jobs exist, kept by the create and delete transactions (the admin list's total). Those writes
 * also file it in the all-jobs index beside the jobs (`listedIn`, `listedAt`: listedBesideJobs below), so
 * the admin list reads its total in the same query as its page.
 */
export const jobCounters = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'jobCounter', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          count: { type: 'number', required: true, default: 0 },
          listedIn: { type: 'string', field: 'gsi2pk' },
          listedAt: { type: 'string', field: 'gsi2sk' },
        },
        indexes: {
          byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

/*
 * The admin's list of every job (jobs/admin-list.ts) reads its page and its total in one query (ADR 0017).
 * The jobs counter is filed in the all-jobs index's partition right after the jobs' key range: the jobs'
 * sort keys are `<entity prefix>id_<id>`, the counter's `<entity prefix>total`, which sorts after every
 * id. Read newest first, the range from the first job to the counter starts with the counter.
 */

/** The scope of the one counter of all jobs. */
export const ALL_JOBS = 'all';

/** The all-jobs index's partition, the jobs' sort key prefix, and where the counter is filed after them. */
export function allJobsRange() {
  const values = jobs().query.all({}).params().ExpressionAttributeValues as Record<string, string>;
  const partition = values[':pk'] as string;
  const jobsPrefix = values[':sk1'] as string;
  return { partition, jobsPrefix, totalAt: `${jobsPrefix.slice(0, jobsPrefix.lastIndexOf('#') + 1)}total` };
}

/** What every write of the counter sets, so it stands in the all-jobs index beside the jobs. */
export function listedBesideJobs() {
  const { partition, totalAt } = allJobsRange();
  return { listedIn: partition, listedAt: totalAt };
}

export type JobItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof jobs>['get']>['go']>>['data']
>;
