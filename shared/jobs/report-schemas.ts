import * as z from 'zod/mini';
import { MODERATION_MESSAGES, REASON_MAX, REASON_MIN } from './moderation';
import {
  DETAILS_MAX,
  DETAILS_MIN_FOR_OTHER,
  REPORT_DECISIONS,
  REPORT_MESSAGES,
  REPORT_REASONS,
} from './reports';

/* The request bodies of reporting a job and of the moderation queue (issue 33; rules in reports.ts). */

/** POST /jobs/{id}/reports. 'Other' needs words; the other reasons may add some. */
export const jobReportSchema = z
  .strictObject({
    reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
    details: z.optional(z.string().check(z.trim(), z.maxLength(DETAILS_MAX, REPORT_MESSAGES.detailsTooLong))),
  })
  .check(
    z.refine((body) => body.reason !== 'other' || (body.details ?? '').length >= DETAILS_MIN_FOR_OTHER, {
      message: REPORT_MESSAGES.detailsRequired,
      path: ['details'],
    }),
  );
export type JobReportBody = z.output<typeof jobReportSchema>;

/** POST /admin/job-reports/{id}/decision. Removing says why (mailed to the employer, like moderation). */
export const reportDecisionSchema = z
  .strictObject({
    decision: z.enum(REPORT_DECISIONS),
    reason: z.optional(
      z.string().check(z.trim(), z.maxLength(REASON_MAX, MODERATION_MESSAGES.reasonTooLong)),
    ),
    suspendPosting: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.decision !== 'remove' || (body.reason ?? '').length > 0, {
      message: REPORT_MESSAGES.reasonForRemovalRequired,
      path: ['reason'],
    }),
    z.refine((body) => body.decision !== 'remove' || !body.reason || body.reason.length >= REASON_MIN, {
      message: REPORT_MESSAGES.reasonForRemovalTooShort,
      path: ['reason'],
    }),
  );
export type ReportDecisionBody = z.output<typeof reportDecisionSchema>;

/** POST /admin/organizations/{orgId}/posting-suspension. */
export const postingSuspensionSchema = z.strictObject({
  reason: z
    .string({ error: REPORT_MESSAGES.suspensionReasonRequired })
    .check(
      z.trim(),
      z.minLength(1, REPORT_MESSAGES.suspensionReasonRequired),
      z.maxLength(REASON_MAX, MODERATION_MESSAGES.reasonTooLong),
    ),
});
export type PostingSuspensionBody = z.output<typeof postingSuspensionSchema>;
