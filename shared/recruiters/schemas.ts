import * as z from 'zod/mini';
import { UPLOAD_LIMITS } from '../constants';
import { DOCUMENT_KINDS, type DocumentKind } from './document-kinds';
import { REVIEW_TIME } from './review-time';

/*
 * Recruiter verification (employer-admin-side.md sections 2 to 5, 7 and 9): the application an employer
 * sends, the admin's list and decisions. The web form and the handlers validate with these schemas, so
 * both say the same words.
 */

export const RECRUITER_MESSAGES = {
  companyNameRequired: 'Company name is required',
  companyWebsiteRequired: 'Company website is required',
  companyWebsiteInvalid: 'Please enter a valid website URL',
  companySizeRequired: 'Company size is required',
  industryRequired: 'Industry is required',
  jobTitleRequired: 'Job title is required',
  workEmailRequired: 'Work email is required',
  workEmailInvalid: 'Please enter a valid email address',
  phoneNumberRequired: 'Phone number is required',
  companyDescriptionRequired: 'Company description is required',
  hiringNeedsRequired: 'Hiring needs description is required',
  linkedinInvalid: 'Please enter a valid LinkedIn profile URL',
  tooLong: 'This is too long',
  documentType: 'File type must be one of: pdf, jpg, jpeg, png',
  logoType: 'File type must be one of: jpg, jpeg, png, svg',
  documentTooLarge: 'File size must be less than 5MB',
  logoTooLarge: 'File size must be less than 2MB',
  documentMissing: 'Upload not found. Please upload the file again.',
  reasonRequired: 'Please provide a reason for rejection',
  submitted: 'Application submitted successfully',
  submittedDetail: 'You will receive an email notification once reviewed.',
  openApplication: 'You already have an application under review.',
  alreadyApproved: 'Your account is already approved.',
  alreadyDecided: 'This application has already been reviewed.',
  notPending: 'Only pending applications can be marked under review.',
  notFound: 'Recruiter application not found.',
  hasOrganisation: 'This employer already belongs to an organisation.',
  applicantGone: "The applicant's account no longer exists.",
  documentNotFound: 'This application has no such document.',
  accessRestricted: 'Access Restricted: This page is only accessible to employer accounts.',
  accessDenied: 'Access Denied: This page is only accessible to administrators.',
  reviewTime: REVIEW_TIME,
} as const;

export const RECRUITER_STATUSES = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type RecruiterStatus = (typeof RECRUITER_STATUSES)[number];
/** The statuses an admin may still decide (spec section 4: only these can be approved or rejected). */
export const OPEN_STATUSES: readonly RecruiterStatus[] = ['pending', 'under_review'];
export const STATUS_LABELS: Record<RecruiterStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const INDUSTRIES = [
  'Software & IT services',
  'Financial services',
  'Healthcare',
  'Education',
  'Manufacturing',
  'Retail & e-commerce',
  'Logistics',
  'Hospitality',
  'Media & marketing',
  'Consulting',
  'Other',
] as const;

/** The three documents an application may carry (a module apart: the route guard checks paths with it). */
export { DOCUMENT_KINDS, type DocumentKind };
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  businessLicense: 'Business license',
  identityProof: 'Identity proof',
  companyLogo: 'Company logo',
};
export const DOCUMENT_RULES: Record<
  DocumentKind,
  { extensions: readonly string[]; maxBytes: number; badType: string; tooLarge: string }
> = {
  businessLicense: {
    ...UPLOAD_LIMITS.recruiterDocument,
    badType: RECRUITER_MESSAGES.documentType,
    tooLarge: RECRUITER_MESSAGES.documentTooLarge,
  },
  identityProof: {
    ...UPLOAD_LIMITS.recruiterDocument,
    badType: RECRUITER_MESSAGES.documentType,
    tooLarge: RECRUITER_MESSAGES.documentTooLarge,
  },
  companyLogo: {
    ...UPLOAD_LIMITS.companyLogo,
    badType: RECRUITER_MESSAGES.logoType,
    tooLarge: RECRUITER_MESSAGES.logoTooLarge,
  },
};

const extensionOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? '';

/** The first rule a document breaks, as the message a person sees; undefined when it may be uploaded. */
export function documentProblem(kind: DocumentKind, fileName: string, fileSize: number): string | undefined {
  const rules = DOCUMENT_RULES[kind];
  if (!rules.extensions.includes(extensionOf(fileName))) return rules.badType;
  if (fileSize > rules.maxBytes || fileSize <= 0) return rules.tooLarge;
  return undefined;
}

/** http or https, and a host with a dot in it (spec section 5). */
export function isWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINKEDIN_PROFILE = /^https:\/\/(www\.)?linkedin\.com\/in\/[A-Za-z0-9_-]{3,100}\/?$/;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, RECRUITER_MESSAGES.tooLong));

const documentRef = z.optional(
  z.nullable(
    z.strictObject({
      fileKey: z.string().check(z.minLength(10), z.maxLength(300)),
      fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
    }),
  ),
);

/** POST /recruiter/applications. Documents are uploaded first; the body names the uploads. */
export const recruiterApplicationSchema = z.strictObject({
  companyName: required(RECRUITER_MESSAGES.companyNameRequired, 120),
  companyWebsite: required(RECRUITER_MESSAGES.companyWebsiteRequired, 300).check(
    z.refine(isWebsiteUrl, RECRUITER_MESSAGES.companyWebsiteInvalid),
  ),
  companySize: required(RECRUITER_MESSAGES.companySizeRequired, 20),
  industry: required(RECRUITER_MESSAGES.industryRequired, 80),
  jobTitle: required(RECRUITER_MESSAGES.jobTitleRequired, 100),
  workEmail: required(RECRUITER_MESSAGES.workEmailRequired, 254).check(
    z.toLowerCase(),
    z.regex(SIMPLE_EMAIL, RECRUITER_MESSAGES.workEmailInvalid),
  ),
  phoneNumber: required(RECRUITER_MESSAGES.phoneNumberRequired, 20),
  linkedinProfile: z.optional(
    z.union([
      z.literal(''),
      z.string().check(z.trim(), z.regex(LINKEDIN_PROFILE, RECRUITER_MESSAGES.linkedinInvalid)),
    ]),
  ),
  companyDescription: required(RECRUITER_MESSAGES.companyDescriptionRequired, 2000),
  hiringNeeds: required(RECRUITER_MESSAGES.hiringNeedsRequired, 2000),
  businessLicense: documentRef,
  identityProof: documentRef,
  companyLogo: documentRef,
});
export type RecruiterApplicationInput = z.input<typeof recruiterApplicationSchema>;
export type RecruiterApplicationBody = z.output<typeof recruiterApplicationSchema>;

/** POST /recruiter/documents/upload-url: where to PUT one document before the application is sent. */
export const documentUploadSchema = z.strictObject({
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  fileSize: z.number().check(z.int(), z.gte(0)),
});

/** POST .../reject: the reason is required (spec section 5). */
export const rejectSchema = z.strictObject({
  reason: z
    .string({ error: RECRUITER_MESSAGES.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, RECRUITER_MESSAGES.reasonRequired),
      z.maxLength(1000, RECRUITER_MESSAGES.tooLong),
    ),
});
/** POST .../approve: notes are optional. */
export const approveSchema = z.strictObject({
  notes: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000, RECRUITER_MESSAGES.tooLong)))),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const queryInt = (min: number, max: number, fallback: number) =>
  z._default(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d+$/, 'Must be a whole number')),
      z.transform((value) => Math.min(max, Math.max(min, Number(value)))),
    ),
    fallback,
  );
const queryText = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/**
 * GET /admin/recruiters/applications. Status comes upper case from the spec's screen (PENDING) or lower
 * case; industries comma-separated; dates are calendar days (from and to inclusive, in India).
 */
export const applicationListQuerySchema = z.object({
  status: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.toLowerCase()),
      z.union([z.literal(''), z.literal('all'), z.enum(RECRUITER_STATUSES)]),
    ),
  ),
  companyName: queryText,
  workEmail: queryText,
  industries: z.optional(
    z.pipe(
      z.string().check(z.maxLength(500)),
      z.transform((value) =>
        value
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean),
      ),
    ),
  ),
  fromDate: z.optional(z.union([z.literal(''), z.string().check(z.regex(DATE, 'Use a date as YYYY-MM-DD'))])),
  toDate: z.optional(z.union([z.literal(''), z.string().check(z.regex(DATE, 'Use a date as YYYY-MM-DD'))])),
  page: queryInt(0, 10_000, 0),
  size: queryInt(1, 100, 20),
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export interface RecruiterDocument {
  fileName: string;
  contentType: string;
  fileSize: number;
}

/** A recruiter application as the API answers it. Status is upper case on the wire (spec section 4). */
export interface RecruiterApplication {
  id: string;
  userId: string;
  applicant: { firstName: string; lastName: string; email: string };
  companyName: string;
  companyWebsite: string;
  companySize: string;
  industry: string;
  companyDescription: string;
  jobTitle: string;
  workEmail: string;
  phoneNumber: string;
  linkedinProfile: string | null;
  hiringNeeds: string;
  documents: Partial<Record<DocumentKind, RecruiterDocument>>;
  status: Uppercase<RecruiterStatus>;
  submittedAt: string;
  reviewedAt: string | null;
  rejectionReason: string | null;
  notes: string | null;
}

export interface RecruiterApplicationSummary {
  totalApplications: number;
  pendingReview: number;
  underReview: number;
  approved: number;
  rejected: number;
  /** Hours from submission to decision, averaged over decided applications, one decimal. */
  averageReviewTime: number;
}

/** Screens read the status lower case (spec section 4). */
export const statusOf = (application: Pick<RecruiterApplication, 'status'>) =>
  application.status.toLowerCase() as RecruiterStatus;

/** The average review time in hours, one decimal; 0 before anything was decided. */
export function averageReviewHours(reviewedCount: number, reviewMsTotal: number): number {
  if (reviewedCount <= 0) return 0;
  return Math.round(reviewMsTotal / reviewedCount / 360_000) / 10;
}
