import * as z from 'zod/mini';
import { PRIVACY_REQUEST_DECISIONS, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_MESSAGES } from './requests';

/* The privacy request form's and the admin decision's rules: the web forms and the handlers use the same. */

const EMAIL_MESSAGE = 'Please enter a valid email address';

const details = z
  .string({ error: 'Please describe your request in at least 20 characters' })
  .check(
    z.trim(),
    z.minLength(20, 'Please describe your request in at least 20 characters'),
    z.maxLength(5000, 'Please keep your request under 5000 characters'),
  );

const kind = z.enum(PRIVACY_REQUEST_KINDS, { error: 'Please choose what you are asking for' });

/** Filed signed in: the account says who is asking. */
export const privacyRequestSchema = z.object({ kind, details });

/** Filed signed out: who is asking, and the address that must confirm it. */
export const guestPrivacyRequestSchema = z.object({
  kind,
  details,
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .check(
      z.trim(),
      z.minLength(2, 'Name must be at least 2 characters'),
      z.maxLength(100, 'Name must be at most 100 characters'),
    ),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, EMAIL_MESSAGE),
      z.regex(z.regexes.email, EMAIL_MESSAGE),
    ),
});

/** The mailed confirmation link's token, sent back from its page. */
export const privacyRequestConfirmationSchema = z.object({
  token: z.string({ error: PRIVACY_REQUEST_MESSAGES.linkInvalid }).check(z.minLength(10), z.maxLength(2000)),
});

/** An admin's move: in progress, or an end with what the person is told. */
export const privacyRequestDecisionSchema = z
  .object({
    status: z.enum(PRIVACY_REQUEST_DECISIONS, { error: 'Please choose a status' }),
    note: z.optional(
      z.string().check(z.trim(), z.maxLength(2000, 'Please keep the note under 2000 characters')),
    ),
  })
  .check(
    z.refine((value) => value.status === 'in_progress' || (value.note ?? '').length >= 5, {
      message: PRIVACY_REQUEST_MESSAGES.reasonRequired,
      path: ['note'],
    }),
  );

export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;
export type GuestPrivacyRequestInput = z.output<typeof guestPrivacyRequestSchema>;
export type PrivacyRequestDecisionInput = z.output<typeof privacyRequestDecisionSchema>;
