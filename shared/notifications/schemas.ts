import * as z from 'zod/mini';
import { NOTIFICATION_CHOICES, NOTIFICATION_MESSAGES } from './kinds';

const choice = z.optional(z.enum(NOTIFICATION_CHOICES, { error: NOTIFICATION_MESSAGES.choiceInvalid }));

/** The preferences page's save: any of the person's kinds, each to a choice it offers (checked on the server). */
export const notificationPreferencesSchema = z.strictObject({
  jobAlerts: choice,
  weeklyMatches: choice,
  newApplications: choice,
  renewalReminders: choice,
  recruiterApplications: choice,
});
