import * as z from 'zod/mini';

/*
 * Schemas in shared/ use zod's mini build: the same validation, tree-shakable, about 20 KB in a bundle
 * instead of about 450 KB (see docs/decisions/0004-bundle-budgets.md).
 */

const text = (tooShort: string, min: number, max: number, tooLong: string) =>
  z.string({ error: tooShort }).check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** A message sent through the contact form (employer-admin-side.md section 5, Contact). */
export const contactMessageSchema = z.object({
  name: text('Name must be at least 2 characters', 2, 100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .check(z.trim(), z.maxLength(254, EMAIL_MESSAGE), z.regex(z.regexes.email, EMAIL_MESSAGE)),
  subject: text('Subject must be at least 5 characters', 5, 200, 'Subject must be at most 200 characters'),
  message: text(
    'Message must be at least 20 characters',
    20,
    5000,
    'Message must be at most 5000 characters',
  ),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** What the API answers once a message is stored. */
export interface ContactReceipt {
  id: string;
  receivedAt: string;
}

/** In a module of their own, which loads no zod: the contact page lists them before its form needs rules. */
export { CONTACT_HELP_TOPICS } from './help-topics';
