import * as z from 'zod/mini';
import { queryInt } from '../jobs/schemas';
import { AVAILABILITY, type Availability } from '../profile/options';

/*
 * Reaching candidates outside an application (issue 34): the candidate's consent, an employer's search
 * over the candidates who gave it and what an opening reveals (who opened it is the access log's:
 * shared/privacy/access-log.ts). One contract for the screens, the handlers and the rule.
 */

export const REACH_API = {
  /** PUT { openToContact, phone } -> Profile (the candidate's own). */
  contactPreferences: '/profile/contact-preferences',
  /** GET ?candidateSearchQuery -> CandidateSearchPage (approved employers). */
  search: '/candidate-search',
  /** POST -> CandidateContact: opens (and counts) the candidate's email and phone. */
  contact: (candidateId: string) => `/candidates/${encodeURIComponent(candidateId)}/contact`,
  /** POST -> CandidateResumeLink: opens (and counts) the candidate's resume. */
  resume: (candidateId: string) => `/candidates/${encodeURIComponent(candidateId)}/resume`,
} as const;

export const REACH_MESSAGES = {
  notOpenToContact: 'This candidate has not allowed employers to contact them.',
  noResume: 'This candidate has not uploaded a resume.',
  phoneInvalid: 'Enter a phone number of 10 to 15 digits, optionally starting with +.',
  contactSwitch: 'Open to being contacted by recruiters',
  contactOn:
    'Recruiters who find you in search or among their matching candidates can see your email and phone and download your resume. You will see each organisation below.',
  contactOff:
    'Recruiters cannot see your email or phone or download your resume unless you apply to their job.',
  contactNeedsPublic: 'Make your profile public first: recruiters can only find a public profile.',
} as const;

/** A phone as people write it in India: digits with spaces or dashes, optionally a leading +. */
const PHONE = /^\+?[0-9][0-9 -]{8,18}[0-9]$/;
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** Whether a text is a phone number we keep: 10 to 15 digits, as written above. */
export function isPhone(value: string): boolean {
  const digits = digitsOf(value).length;
  return PHONE.test(value) && digits >= 10 && digits <= 15;
}

export const contactPreferencesSchema = z.strictObject({
  openToContact: z.boolean(),
  phone: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(20, REACH_MESSAGES.phoneInvalid),
        z.refine((value) => value === '' || isPhone(value), REACH_MESSAGES.phoneInvalid),
      ),
    ),
  ),
});
export type ContactPreferencesInput = z.output<typeof contactPreferencesSchema>;

/** What a candidate's notice period allows: joins within this many days (the search's filter). */
export const NOTICE_FILTERS = [
  { value: 'immediate', label: 'Immediate', days: 0 },
  { value: '15', label: 'Up to 15 days', days: 14 },
  { value: '30', label: 'Up to 30 days', days: 31 },
  { value: '60', label: 'Up to 60 days', days: 62 },
  { value: '90', label: 'Up to 90 days', days: 92 },
] as const;
export type NoticeFilter = (typeof NOTICE_FILTERS)[number]['value'];

/** The longest notice each availability stands for (shared/profile/options: availabilityForNoticeDays). */
const AVAILABILITY_DAYS: Record<Availability, number> = {
  Immediate: 0,
  '2 weeks': 14,
  '1 month': 31,
  '2 months': 62,
  '3 months': 92,
  'More than 3 months': 365,
};

/** Whether a candidate's availability fits a notice filter; a candidate who gave none does not. */
export function noticeFits(availability: string | null, filter: NoticeFilter | undefined): boolean {
  if (!filter) return true;
  if (!availability || !(AVAILABILITY as readonly string[]).includes(availability)) return false;
  const limit = NOTICE_FILTERS.find((option) => option.value === filter)?.days ?? 0;
  return AVAILABILITY_DAYS[availability as Availability] <= limit;
}

export const CANDIDATE_SEARCH = { pageSize: 20, maxExperience: 60, maxSalary: 100_000_000 } as const;

export const candidateSearchQuerySchema = z.object({
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  city: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  experienceMin: queryInt(0, CANDIDATE_SEARCH.maxExperience),
  experienceMax: queryInt(0, CANDIDATE_SEARCH.maxExperience),
  notice: z.optional(
    z.enum(NOTICE_FILTERS.map((option) => option.value) as [NoticeFilter, ...NoticeFilter[]]),
  ),
  salaryMin: queryInt(0, CANDIDATE_SEARCH.maxSalary),
  salaryMax: queryInt(0, CANDIDATE_SEARCH.maxSalary),
  page: z._default(queryInt(1, 500), 1),
});
export type CandidateSearchQuery = z.output<typeof candidateSearchQuerySchema>;

/** A candidate as search shows them: the matching list's card, without anything to reach them by. */
export interface CandidateSummary {
  id: string;
  firstName: string;
  lastName: string;
  headline: string | null;
  location: string | null;
  experienceYears: number | null;
  skills: string[];
  availability: string | null;
  expectedSalaryMin: number | null;
  expectedSalaryMax: number | null;
  updatedAt: string;
}

export interface CandidateSearchPage {
  candidates: CandidateSummary[];
  /** Exact, unless `totalIsEstimate`: a search of a common term stops reading once its page is full. */
  total: number;
  totalIsEstimate?: boolean;
  page: number;
  pages: number;
}

/** Whether a summary passes the search's filters other than its words and city (read from the postings). */
export function summaryFits(summary: CandidateSummary, query: CandidateSearchQuery): boolean {
  const years = summary.experienceYears;
  if (query.experienceMin !== undefined && (years ?? -1) < query.experienceMin) return false;
  if (query.experienceMax !== undefined && (years === null || years > query.experienceMax)) return false;
  if (!noticeFits(summary.availability, query.notice)) return false;
  if (query.salaryMin !== undefined || query.salaryMax !== undefined) {
    const low = summary.expectedSalaryMin ?? summary.expectedSalaryMax;
    const high = summary.expectedSalaryMax ?? summary.expectedSalaryMin;
    // A candidate who named no salary is left out only when a salary filter is set (as job search does).
    if (low === null || high === null) return false;
    if (query.salaryMin !== undefined && high < query.salaryMin) return false;
    if (query.salaryMax !== undefined && low > query.salaryMax) return false;
  }
  return true;
}

/** What an employer may open of a candidate; a profile view is recorded, never counted. */
export const OPENING_KINDS = ['profile', 'resume', 'contact'] as const;
export type OpeningKind = (typeof OPENING_KINDS)[number];

/** How long an organisation's opening of a candidate is kept after its last (what it counted toward). */
export const OPENINGS_WINDOW_DAYS = 365;

export interface CandidateContact {
  email: string;
  phone: string | null;
}

export interface CandidateResumeLink {
  url: string;
  fileName: string;
}
