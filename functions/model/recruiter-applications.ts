import { Entity } from 'electrodb';
import { RECRUITER_STATUSES } from '../../shared/recruiters/schemas';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * An employer's application to be verified as a recruiter. The admin's screen lists them newest first
 * from two indexes, never a Scan: every application in one partition (the All tab) and one partition per
 * status (the other tabs). Both sort on the submission time, so a date filter is a key range.
 */
export const recruiterApplications = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'recruiterApplication', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          /** { firstName, lastName, email } of the account when it applied. */
          applicant: { type: 'any', required: true },
          status: { type: RECRUITER_STATUSES, required: true },
          companyName: { type: 'string', required: true },
          companyWebsite: { type: 'string', required: true },
          companySize: { type: 'string', required: true },
          industry: { type: 'string', required: true },
          companyDescription: { type: 'string', required: true },
          jobTitle: { type: 'string', required: true },
          workEmail: { type: 'string', required: true },
          phoneNumber: { type: 'string', required: true },
          linkedinProfile: { type: 'string' },
          hiringNeeds: { type: 'string', required: true },
          /** { [kind]: { fileKey, fileName, fileSize, contentType } }: objects checked and copied on submit. */
          documents: { type: 'any', required: true, default: () => ({}) },
          submittedAt: { type: 'string', required: true },
          reviewedAt: { type: 'string' },
          reviewedBy: { type: 'string' },
          rejectionReason: { type: 'string' },
          notes: { type: 'string' },
          /** Set by approval: the organisation and company it created. */
          organisationId: { type: 'string' },
          companyId: { type: 'string' },
          /** Fixed partition of the All index; a constant, so every application is in it. */
          scope: { type: 'string', required: true, default: () => 'all', readOnly: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          all: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['scope'] },
            sk: { field: 'gsi1sk', composite: ['submittedAt', 'id'] },
          },
          byStatus: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['status'] },
            sk: { field: 'gsi2sk', composite: ['submittedAt', 'id'] },
          },
        },
      },
      entityConfig(),
    ),
);

/**
 * One per employer: their latest application and its status. Submitting writes it on the condition that
 * there is none or the last was rejected, in the same transaction as the application, so an employer has
 * at most one open application even when two submissions race. GET .../me reads it alone: it keeps a copy
 * of the latest application, written in every transaction that writes the application.
 */
export const recruiterApplicants = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'recruiterApplicant', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          applicationId: { type: 'string', required: true },
          status: { type: RECRUITER_STATUSES, required: true },
          /** Every application the employer sent, so deleting the account finds them all. */
          applicationIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          /**
           * The latest application's attributes as its item holds them after the same transaction. A
           * pointer written before the copy was kept has none until its application is next decided.
           */
          latest: { type: 'any' },
        },
        indexes: {
          byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

/**
 * The admin's stat cards, kept by the writes (ADD in each transaction), so the summary is one GetItem at
 * any volume. Review time is summed in milliseconds over decided applications.
 */
export const recruiterApplicationStats = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'recruiterApplicationStats', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          total: { type: 'number', default: 0 },
          pending: { type: 'number', default: 0 },
          under_review: { type: 'number', default: 0 },
          approved: { type: 'number', default: 0 },
          rejected: { type: 'number', default: 0 },
          reviewedCount: { type: 'number', default: 0 },
          reviewMsTotal: { type: 'number', default: 0 },
          /** Where the counters stand in the all-applications index, beside the applications (recruiter-application-totals.ts). */
          listedIn: { type: 'string', field: 'gsi1pk' },
          listedAt: { type: 'string', field: 'gsi1sk' },
        },
        indexes: {
          byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

/**
 * One status's count, a copy of that status's counter (recruiterApplicationStats), filed in the status's
 * partition of the by-status index right after its applications (recruiter-application-totals.ts), so a status tab reads
 * its page and its total in one query. Every write of the counters puts all four, in the same transaction,
 * on the condition that the counters still hold what it read: a count never differs from its counter.
 */
export const recruiterApplicationStatusCounts = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'recruiterApplicationStatusCount', version: '1', service: SERVICE },
        attributes: {
          status: { type: RECRUITER_STATUSES, required: true },
          count: { type: 'number', required: true },
          listedIn: { type: 'string', required: true, field: 'gsi2pk' },
          listedAt: { type: 'string', required: true, field: 'gsi2sk' },
        },
        indexes: {
          byStatus: { pk: { field: 'pk', composite: ['status'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

/**
 * A decision mail's claim. An attempt takes it (a conditional write) for a short lease before sending and
 * marks it sent after; a copy of the event finds it sent, or leased and still in flight, and sends nothing.
 * A lease whose attempt died expires, so a retry sends. Removed by TTL long after EventBridge retries.
 */
export const decisionMails = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'recruiterDecisionMail', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true },
          decision: { type: 'string', required: true },
          /** Epoch milliseconds until which the attempt that claimed it may still be sending. */
          leaseUntil: { type: 'number' },
          sentAt: { type: 'string' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byDecision: {
            pk: { field: 'pk', composite: ['applicationId'] },
            sk: { field: 'sk', composite: ['decision'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type RecruiterApplicationItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof recruiterApplications>['get']>['go']>>['data']
>;
