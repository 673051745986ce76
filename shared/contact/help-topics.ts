/** What the contact page offers help with (employer-admin-side.md section 5, Contact). */
export const CONTACT_HELP_TOPICS = [
  'Creating and completing your profile',
  'Resume upload and parsing',
  'Job matching and recommendations',
  'Recruiter verification',
  'Plans, billing and invoices',
] as const;
