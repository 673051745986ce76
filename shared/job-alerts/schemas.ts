import * as z from 'zod/mini';
import { emailSchema } from '../auth/schemas';
import { JOB_MESSAGES } from '../jobs/messages';
import { JOB_CATEGORIES, JOB_FUNCTION_VALUES, JOB_LIMITS, JOB_TYPES } from '../jobs/options';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_MESSAGES } from './rules';

/*
 * The job alert calls' bodies (ADR 0035). The search is the one /jobs sent to GET /jobs/search, as JSON:
 * its lists are arrays, its numbers numbers; the same bounds as the search's query string.
 */

const whole = (max: number) => z.optional(z.int().check(z.minimum(0), z.maximum(max)));

export const alertSearchSchema = z.strictObject({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  location: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  experience: whole(JOB_LIMITS.maxExperienceYears),
  type: z.optional(z.array(z.enum(JOB_TYPES, { error: JOB_MESSAGES.typeRequired })).check(z.maxLength(4))),
  skills: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(10)),
  ),
  function: z.optional(z.enum(JOB_FUNCTION_VALUES)),
  category: z.optional(z.enum(JOB_CATEGORIES)),
  salaryMin: whole(JOB_LIMITS.maxSalary),
  salaryMax: whole(JOB_LIMITS.maxSalary),
});

const frequency = z.enum(JOB_ALERT_FREQUENCIES, { error: JOB_ALERT_MESSAGES.frequencyInvalid });

/** POST /job-alerts: a signed-in candidate saves the search. */
export const newJobAlertSchema = z.strictObject({ search: alertSearchSchema, frequency });

/** POST /job-alerts/guest: a visitor subscribes an address, confirmed by mail before anything is sent. */
export const guestJobAlertSchema = z.strictObject({
  search: alertSearchSchema,
  frequency,
  email: emailSchema,
});

/** PUT /job-alerts/{id}: how often, and whether it is paused. */
export const jobAlertChangeSchema = z.strictObject({
  frequency: z.optional(frequency),
  paused: z.optional(z.boolean()),
});

export type NewJobAlert = z.output<typeof newJobAlertSchema>;
export type GuestJobAlert = z.output<typeof guestJobAlertSchema>;
