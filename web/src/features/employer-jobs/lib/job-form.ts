import { linesOf, lpaFromRupees, rupeesFromLpa } from '@shared/jobs/format';
import {
  CURRENCIES,
  type Currency,
  DEFAULT_JOB_LIFETIME_DAYS,
  type JobCategory,
  type JobFunction,
  type JobType,
} from '@shared/jobs/options';
import { JOB_MESSAGES, type JobInput, jobInputSchema } from '@shared/jobs/schemas';
import type { Job } from '@shared/jobs/types';
import * as z from 'zod/mini';

/*
 * The post-job form (employer-admin-side.md sections 2, 3, 5 and 9): its values, how they start (empty, or
 * from a job being edited) and the body they become. Inputs hold text and salaries in lakhs per annum; the
 * body holds whole rupees and newline-joined lists, exactly what POST /jobs accepts, so the shared schema
 * checks the body the server will receive and its messages read the same in both places.
 */

/** One row of a repeatable list (react-hook-form's field arrays hold objects, not strings). */
export interface ListRow {
  value: string;
}

export const LIST_FIELDS = ['requirements', 'responsibilities', 'benefits'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

export interface JobFormValues {
  title: string;
  location: string;
  jobType: JobType | '';
  category: JobCategory | '';
  function: JobFunction | '';
  isRemote: boolean;
  isHybrid: boolean;
  experienceMin: string;
  experienceMax: string;
  /** The longest notice period accepted, in days, or blank for any notice. */
  noticeAcceptedDays: string;
  /** Lakhs per annum, as typed. */
  salaryMin: string;
  salaryMax: string;
  currency: Currency;
  description: string;
  skills: string[];
  requirements: ListRow[];
  responsibilities: ListRow[];
  benefits: ListRow[];
  /** YYYY-MM-DD (a date input's value) or blank for the default lifetime. */
  expiresAt: string;
  contactEmail: string;
  /** Admins only: the company the job is posted for. */
  companyId: string;
}

const DAY_MS = 86_400_000;
/** Expiry dates are days in India: the server closes a post at the end of that day, Indian time. */
const INDIA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in India of an instant. */
export function indiaDate(at: Date | string): string {
  return INDIA_DATE.format(typeof at === 'string' ? new Date(at) : at);
}

/** The day a post made now closes when no expiry date is chosen. */
export function defaultExpiryDate(now: Date = new Date()): string {
  return indiaDate(new Date(now.getTime() + DEFAULT_JOB_LIFETIME_DAYS * DAY_MS));
}

const emptyRows = (): ListRow[] => [{ value: '' }];

/** A list as rows: one per line, and always at least one (empty) row to type into. */
export function rowsOf(text: string | null | undefined): ListRow[] {
  const lines = linesOf(text);
  return lines.length > 0 ? lines.map((value) => ({ value })) : emptyRows();
}

/** Rows as the payload's newline-joined text: trimmed, blank rows dropped. */
export function joinRows(rows: readonly ListRow[]): string {
  return rows
    .map((row) => row.value.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A new post: full-time, INR, no experience needed. The expiry starts blank: the server then keeps the post
 * open for the default lifetime, counted from the moment it is posted (the form names that day in a hint).
 */
export function emptyJobValues(): JobFormValues {
  return {
    title: '',
    location: '',
    jobType: 'FULL_TIME',
    category: '',
    function: '',
    isRemote: false,
    isHybrid: false,
    experienceMin: '0',
    experienceMax: '',
    noticeAcceptedDays: '',
    salaryMin: '',
    salaryMax: '',
    currency: 'INR',
    description: '',
    skills: [],
    requirements: emptyRows(),
    responsibilities: emptyRows(),
    benefits: emptyRows(),
    expiresAt: '',
    contactEmail: '',
    companyId: '',
  };
}

const numberText = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');

/** The form of an existing job: salaries back in LPA, lists as rows, the expiry as its day in India. */
export function jobFormValues(job: Job): JobFormValues {
  return {
    title: job.title,
    location: job.location,
    jobType: job.jobType,
    category: job.category,
    function: job.function,
    isRemote: job.isRemote,
    isHybrid: job.isHybrid,
    experienceMin: String(job.experienceMin),
    experienceMax: numberText(job.experienceMax),
    noticeAcceptedDays: numberText(job.noticeAcceptedDays ?? null),
    salaryMin: typeof job.salaryMin === 'number' ? String(lpaFromRupees(job.salaryMin)) : '',
    salaryMax: typeof job.salaryMax === 'number' ? String(lpaFromRupees(job.salaryMax)) : '',
    currency: (CURRENCIES as readonly string[]).includes(job.currency) ? job.currency : 'INR',
    description: job.description,
    skills: [...job.skills],
    requirements: rowsOf(job.requirements),
    responsibilities: rowsOf(job.responsibilities),
    benefits: rowsOf(job.benefits),
    expiresAt: job.expiresAt ? indiaDate(job.expiresAt) : '',
    contactEmail: job.contactEmail ?? '',
    companyId: job.companyId,
  };
}

/**
 * A number typed into a text field. Blank is undefined; anything that is not a plain (possibly negative
 * or decimal) number is NaN, which the schema answers with the field's own message.
 */
export function parseNumber(text: string): number | undefined {
  const compact = text.replace(/[\s,]/g, '');
  if (!compact) return undefined;
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** LPA text as whole rupees a year (12.5 -> 1250000); blank is null, 'not disclosed'. */
function rupeesOrNull(text: string): number | null {
  const lpa = parseNumber(text);
  if (lpa === undefined) return null;
  return Number.isNaN(lpa) ? lpa : rupeesFromLpa(lpa);
}

const textOrNull = (text: string): string | null => text.trim() || null;

/** How the form is used: whether it names the company (an admin's new post), and the expiry already set. */
export interface JobFormOptions {
  /**
   * An admin's new post names its company. An employer always posts for their own company, and a post's
   * company never changes (the server ignores it on PUT).
   */
  withCompany: boolean;
  /** The expiry day the job being edited already has: sent back unchanged it is kept, even if past. */
  keptExpiry?: string;
  now?: Date;
}

/**
 * The body of POST /jobs and PUT /jobs/{id}. Unset selects stay undefined so the schema names what is
 * missing; `companyId` goes only when the form names the company.
 */
export function jobBody(values: JobFormValues, { withCompany }: JobFormOptions): Record<string, unknown> {
  const experienceMax = parseNumber(values.experienceMax);
  return {
    title: values.title,
    location: values.location,
    jobType: values.jobType || undefined,
    category: values.category || undefined,
    function: values.function || undefined,
    isRemote: values.isRemote,
    isHybrid: values.isHybrid,
    experienceMin: parseNumber(values.experienceMin),
    experienceMax: experienceMax === undefined ? null : experienceMax,
    noticeAcceptedDays: parseNumber(values.noticeAcceptedDays) ?? null,
    salaryMin: rupeesOrNull(values.salaryMin),
    salaryMax: rupeesOrNull(values.salaryMax),
    currency: values.currency,
    description: values.description,
    skills: values.skills,
    requirements: joinRows(values.requirements),
    responsibilities: joinRows(values.responsibilities),
    benefits: joinRows(values.benefits),
    expiresAt: values.expiresAt.trim() || null,
    contactEmail: textOrNull(values.contactEmail),
    ...(withCompany ? { companyId: textOrNull(values.companyId) } : {}),
  };
}

/**
 * The shared schema, plus the admin's company choice ('Please select a company'). The extra check runs even
 * when other fields are wrong, so every message shows on the first submit.
 */
export function jobFormSchema({ withCompany }: Pick<JobFormOptions, 'withCompany'>) {
  if (!withCompany) return jobInputSchema;
  return jobInputSchema.check(
    z.refine(
      (job: { companyId?: unknown }) => typeof job.companyId === 'string' && job.companyId.trim() !== '',
      { message: JOB_MESSAGES.companyRequired, path: ['companyId'], when: () => true },
    ),
  );
}

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

/** The form input a body field's message belongs under ('skills.3' under Skills). */
export function formFieldOf(path: string): keyof JobFormValues | undefined {
  const [head] = path.split('.');
  const fields: readonly string[] = Object.keys(emptyJobValues());
  return head && fields.includes(head) ? (head as keyof JobFormValues) : undefined;
}

/**
 * Validates the form as the body it will send: the parsed payload, or the first message per input. Also
 * what the form's resolver calls, so unit tests check the very messages people see.
 */
export function validateJobForm(
  values: JobFormValues,
  options: JobFormOptions,
): { ok: true; body: JobInput } | { ok: false; errors: JobFormErrors } {
  const result = z.safeParse(jobFormSchema(options), jobBody(values, options));
  const errors: JobFormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // A post closes at the end of its expiry day in India, so today is still allowed; earlier days are not,
  // unless it is the day an expired post already has (the server keeps it, so a typo can be fixed).
  const expiry = values.expiresAt.trim();
  const isNewDate = expiry !== (options.keptExpiry ?? '');
  if (expiry && isNewDate && !errors.expiresAt && expiry < indiaDate(options.now ?? new Date())) {
    errors.expiresAt = JOB_MESSAGES.expiryInPast;
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, body: result.data };
  return { ok: false, errors };
}

/** The field messages of a 422 answer (`details.fieldErrors`), keyed by the form input they belong under. */
export function serverFieldErrors(details: unknown): JobFormErrors {
  if (!details || typeof details !== 'object' || !('fieldErrors' in details)) return {};
  const { fieldErrors } = details as { fieldErrors: unknown };
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  const errors: JobFormErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = formFieldOf(path);
    if (field && typeof message === 'string' && !errors[field]) errors[field] = message;
  }
  return errors;
}
