import { JOB_LIMITS } from './options';

/**
 * The jobs marketplace's validation and answer messages (employer-admin-side.md sections 5 and 9). Also
 * re-exported by ./schemas; kept free of zod so that screens which only say them stay light.
 */
export const JOB_MESSAGES = {
  signInToSave: 'Sign in with your job seeker account to save jobs. You will come back to this job.',
  titleMin: 'Job title must be at least 3 characters',
  locationRequired: 'Location is required',
  typeRequired: 'Please choose a job type',
  experienceMin: 'Minimum experience must be 0 or more',
  experienceMax: 'Maximum experience must be 0 or more',
  noticeAccepted: 'Choose the longest notice period from the list',
  experienceRange: 'Max experience must be greater than or equal to min experience',
  salaryMin: 'Minimum salary must be positive',
  salaryMax: 'Maximum salary must be positive',
  salaryRange: 'Maximum salary must be greater than or equal to minimum salary',
  descriptionMin: 'Job description must be at least 50 characters',
  companyRequired: 'Please select a company',
  categoryRequired: 'Please choose IT or Non-IT',
  functionRequired: 'Please choose a job function',
  expiryInPast: 'Expiry date must be in the future',
  contactEmail: 'Please enter a valid email address',
  tooManySkills: `Add at most ${JOB_LIMITS.maxSkills} skills`,
  tooLong: 'This text is too long',
  // Answers of the server (4xx) a person may meet.
  jobNotFound: 'This job was not found. It may have been removed.',
  jobClosed: 'This job is no longer accepting applications.',
  alreadyApplied: 'You have already applied to this job.',
  resumeRequired: 'Upload your resume before applying to jobs.',
  companyNotFound: 'This company was not found.',
  editConflict: 'This job changed in another window. Reload and try again.',
  notYourJob: 'Only the company that posted this job may change it.',
  noOrganisation: 'Your account is not part of a verified company yet.',
  applicationChanged: 'This application changed meanwhile. Reload and try again.',
} as const;

/**
 * What every job page tells candidates, beside Apply: the promise, then what to do. The rule that keeps it
 * is ./never-pay.ts; this text lives here so the job page does not load the rule's phrase list.
 */
export const NEVER_PAY_NOTICE = {
  lead: 'Jobmatch never asks candidates to pay.',
  detail: 'Do not pay anyone for a job, or send your Aadhaar or PAN before an interview.',
} as const;
