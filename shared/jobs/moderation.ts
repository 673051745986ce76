import * as z from 'zod/mini';

/*
 * An admin pausing or removing a job says why (issue 38): the reason is required, shown in the modal and
 * mailed to the employer, so it is written for them to read.
 */

export const MODERATION_ACTIONS = ['pause', 'remove'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_MESSAGES = {
  reasonRequired: 'Please provide a reason',
  reasonTooShort: 'Please write at least 10 characters so the employer understands why',
  reasonTooLong: 'The reason must be at most 1000 characters',
  /** Under the reason box of every dialog that mails the employer an admin's reason. */
  reasonHint: 'Sent to the employer by email, as you write it.',
  paused: 'Job paused',
  removed: 'Job removed',
  employerTold: 'The employer has been sent your reason by email.',
  failed: 'Could not update the job. Please try again.',
} as const;

export const REASON_MIN = 10;
export const REASON_MAX = 1000;

/** POST /admin/jobs/{id}/moderation. */
export const jobModerationSchema = z.strictObject({
  action: z.enum(MODERATION_ACTIONS),
  reason: z
    .string({ error: MODERATION_MESSAGES.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, MODERATION_MESSAGES.reasonRequired),
      z.minLength(REASON_MIN, MODERATION_MESSAGES.reasonTooShort),
      z.maxLength(REASON_MAX, MODERATION_MESSAGES.reasonTooLong),
    ),
});
export type JobModerationBody = z.output<typeof jobModerationSchema>;
