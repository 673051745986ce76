import * as z from 'zod/mini';
import { emailSchema } from '../auth/schemas';
import { CONSENT_PURPOSES } from './notice';
import { PRIVACY_REQUEST_DECISIONS, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_MESSAGES } from './requests';

/*
 * The bodies of the consent calls (ADR 0036). The purpose travels in the path, checked against the
 * notice's list; the rest is one switch or one token.
 */

export const consentPurposeSchema = z.enum(CONSENT_PURPOSES, { error: 'There is no such consent.' });

/** PUT /privacy/consents/{purpose}: give it (again) or withdraw it. */
export const consentChangeSchema = z.strictObject({ given: z.boolean() });

/** POST /privacy/guardian-consent: the token of the link mailed to the parent or guardian. */
export const guardianConfirmSchema = z.strictObject({
  token: z.string().check(z.minLength(20), z.maxLength(2000)),
});

/** POST /privacy/guardian-consent/resend: optionally to a corrected address. */
export const guardianResendSchema = z.strictObject({
  guardianEmail: z.optional(emailSchema),
});

/** What the consents card says after a change, and when a purpose cannot be switched here. */
export const CONSENT_MESSAGES = {
  accountNeedsDeletion: 'This consent is what your account runs on. To withdraw it, delete your account.',
  notYours: 'This consent does not apply to your account.',
  given: (title: string) => `Consent given: ${title}.`,
  withdrawn: (title: string) => `Consent withdrawn: ${title}.`,
  loadFailed: 'Your consents could not be loaded. Please refresh the page.',
  saveFailed: 'Your choice could not be saved. Please try again.',
} as const;

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
