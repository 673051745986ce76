import { z } from 'zod';

/** A message sent through the contact form (employer-admin-side.md section 5, Contact). */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .email('Please enter a valid email address'),
  subject: z
    .string({ error: 'Subject must be at least 5 characters' })
    .trim()
    .min(5, 'Subject must be at least 5 characters')
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string({ error: 'Message must be at least 20 characters' })
    .trim()
    .min(20, 'Message must be at least 20 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** What the API answers once a message is stored. */
export interface ContactReceipt {
  id: string;
  receivedAt: string;
}

export const CONTACT_HELP_TOPICS = [
  'Creating and completing your profile',
  'Resume upload and parsing',
  'Job matching and recommendations',
  'Recruiter verification',
  'Plans, billing and invoices',
] as const;
