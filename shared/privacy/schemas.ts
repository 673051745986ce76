import * as z from 'zod/mini';
import { emailSchema } from '../auth/schemas';
import { CONSENT_PURPOSES } from './notice';

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
