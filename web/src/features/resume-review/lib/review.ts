import { MESSAGES } from '@shared/errors/catalogue';
import { availabilityForNoticeDays } from '@shared/profile/options';
import { formatSalary } from '@shared/profile/salary';
import type { ParsedJobSearch, ParsedPersonalInfo, ParsedResume } from '@shared/resume/parsed-resume';
import type { PopulateSummary } from '@shared/resume/populate';
import { isAppError } from '@/lib/app-error';
import { RESUME_REVIEW_MESSAGES } from './messages';

/** What the review panel lists before it says how many more there are (spec section 4). */
export const REVIEW_LIMITS = { experiences: 3, educations: 2, skills: 10 } as const;

/** POST /resume/parse's `data.data`. */
export interface ParseResponse {
  data?: ParsedResume | null;
  fieldsExtracted: number;
  confidence: string;
  noTextLayer?: boolean;
}

export type ParseOutcome =
  | { kind: 'review'; parsed: ParsedResume; fieldsExtracted: number; confidence: string }
  | { kind: 'unreadable' }
  | { kind: 'invalid' };

/**
 * Whether the review panel has anything to show: no parsed object is a broken answer; nothing extracted
 * (or a scan with no text layer) is the spec's "unable to extract" case, where the upload itself stays.
 */
export function outcomeOf(response: ParseResponse | null | undefined): ParseOutcome {
  if (!response?.data || typeof response.data !== 'object') return { kind: 'invalid' };
  if (response.noTextLayer || !(response.fieldsExtracted > 0)) return { kind: 'unreadable' };
  return {
    kind: 'review',
    parsed: response.data,
    fieldsExtracted: response.fieldsExtracted,
    confidence: response.confidence,
  };
}

/** The first `limit` items and how many are left over. */
export function firstOf<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

export const PERSONAL_LABELS: Record<keyof ParsedPersonalInfo, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  title: 'Title',
};

/** The personal fields in the panel's order, with their labels; empty when the resume gave none. */
export function personalRows(info: ParsedPersonalInfo): { key: string; label: string; value: string }[] {
  const keys = Object.keys(PERSONAL_LABELS) as (keyof ParsedPersonalInfo)[];
  const rows = keys.map((key) => ({ key, label: PERSONAL_LABELS[key], value: (info[key] ?? '').trim() }));
  return rows.some((row) => row.value) ? rows : [];
}

/**
 * What the resume states that recruiters filter on, as the profile will show it: the notice period as the
 * availability it fills, the current and expected CTC in rupees and LPA (the expected one as the minimum
 * expected salary it fills); empty when it states none.
 */
export function jobSearchRows(jobSearch: ParsedJobSearch | undefined): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if (jobSearch?.noticePeriodDays != null) {
    const days = jobSearch.noticePeriodDays;
    const notice = days === 0 ? 'Immediate joiner' : `${days} days`;
    rows.push({
      label: 'Notice period',
      value: `${notice} (availability: ${availabilityForNoticeDays(days)})`,
    });
  }
  if (jobSearch?.currentCtc != null)
    rows.push({ label: 'Current CTC', value: formatSalary(jobSearch.currentCtc) });
  if (jobSearch?.expectedCtc != null)
    rows.push({
      label: 'Expected CTC',
      value: `${formatSalary(jobSearch.expectedCtc)}, as your minimum expected salary`,
    });
  return rows;
}

/** Names of the profile fields populate-profile may fill, as a person reads them. */
const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  location: 'location',
  currentRole: 'current role',
  currentPositionTitle: 'current position',
  currentCompany: 'current company',
  experienceYears: 'years of experience',
  experienceLevel: 'experience level',
  degree: 'degree',
  institution: 'institution',
  graduationYear: 'graduation year',
  availability: 'availability',
  currentSalary: 'current salary',
  expectedSalaryMin: 'minimum expected salary',
  linkedinUrl: 'LinkedIn',
  githubUrl: 'GitHub',
};

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What populate-profile added, in one sentence for the person who asked for it. */
export function summaryText(summary: PopulateSummary): string {
  const added: string[] = [];
  if (summary.addedWorkExperiences > 0)
    added.push(count(summary.addedWorkExperiences, 'work experience', 'work experiences'));
  if (summary.addedEducations > 0) added.push(count(summary.addedEducations, 'education', 'educations'));
  if (summary.addedSkills > 0) added.push(count(summary.addedSkills, 'skill', 'skills'));
  const filled = [...new Set(summary.filledFields.map((field) => FIELD_NAMES[field] ?? field))];
  const parts: string[] = [];
  if (added.length > 0) parts.push(`added ${list(added)}`);
  if (filled.length > 0) parts.push(`filled in your ${list(filled)}`);
  if (parts.length === 0) return 'Your profile already had everything we found in your resume.';
  const sentence = parts.join(', and ');
  return `From your resume we ${sentence}.`;
}

export type ParseFailure = { kind: 'unreadable' } | { kind: 'failed'; message: string };

/**
 * What a failed parse tells the person. A 422 is the server's own "unable to extract" answer (a damaged
 * file of the right type): the upload stays and the profile is filled by hand. Anything else is alerted
 * with its reason, as the catalogue worded it.
 */
export function failureOf(error: unknown): ParseFailure {
  if (isAppError(error) && error.status === 422) return { kind: 'unreadable' };
  const reason = error instanceof Error && error.message ? error.message : MESSAGES.clientError;
  return { kind: 'failed', message: RESUME_REVIEW_MESSAGES.parseFailed(reason) };
}

/** An answer that says nothing about the resume is a failure of its own (spec section 5). */
export const INVALID_RESPONSE_FAILURE: ParseFailure = {
  kind: 'failed',
  message: RESUME_REVIEW_MESSAGES.parseFailed(RESUME_REVIEW_MESSAGES.invalidResponse),
};
