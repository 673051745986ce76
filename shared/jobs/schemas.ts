import * as z from 'zod/mini';
import { JOB_SEARCH } from '../constants';
import { JOB_MESSAGES } from './messages';
import { neverPayBreach, neverPayMessage } from './never-pay';
import {
  APPLICATION_STATUSES,
  CURRENCIES,
  JOB_CATEGORIES,
  JOB_FUNCTION_VALUES,
  JOB_LIMITS,
  JOB_TYPES,
  type JobType,
  NOTICE_ACCEPTED_DAYS,
  toJobType,
} from './options';
import { CONFIRMATION_MESSAGES } from './reconfirmation';
import { JOB_SORT_MESSAGE, JOB_SORTS } from './search-sort';
import { WITHDRAWAL_LIMITS, WITHDRAWAL_MESSAGES, WITHDRAWAL_REASONS } from './withdrawal';

/*
 * Bodies and queries of the jobs, companies and applications API (employer-admin-side.md sections 3, 5
 * and 7; candidate-side.md sections 3 and 7). The web's post-job form and the handlers validate with
 * these, so a message reads the same in both places. Amounts are whole rupees a year (the form's LPA
 * times 100000).
 */

// The messages live in a module without zod, so a page that only shows them does not load the schemas.
export { JOB_MESSAGES } from './messages';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const listText = z.optional(
  z.string().check(z.trim(), z.maxLength(JOB_LIMITS.listTextMax, JOB_MESSAGES.tooLong)),
);
const wholeYears = (message: string) =>
  z
    .number({ error: message })
    .check(z.int(message), z.gte(0, message), z.lte(JOB_LIMITS.maxExperienceYears, message));
const rupees = (message: string) =>
  z.nullable(z.number({ error: message }).check(z.gte(0, message), z.lte(JOB_LIMITS.maxSalary, message)));

/** The words of a post a candidate reads, each checked by the never-pay guard. */
const NEVER_PAY_FIELDS = ['title', 'description', 'requirements', 'responsibilities', 'benefits'] as const;

/**
 * A job as an employer or admin sends it (POST /jobs and PUT /jobs/{id}). `requirements`,
 * `responsibilities` and `benefits` are newline-joined lists, as the spec's creation payload has them.
 * `companyId` is read for admins only; an employer always posts for their own organisation's company.
 * `expiresAt` is a date (YYYY-MM-DD, end of that day in India) or absent for the default lifetime.
 */
export const jobInputSchema = z
  .strictObject({
    title: z
      .string({ error: JOB_MESSAGES.titleMin })
      .check(
        z.trim(),
        z.minLength(3, JOB_MESSAGES.titleMin),
        z.maxLength(JOB_LIMITS.titleMax, JOB_MESSAGES.tooLong),
      ),
    description: z
      .string({ error: JOB_MESSAGES.descriptionMin })
      .check(
        z.trim(),
        z.minLength(50, JOB_MESSAGES.descriptionMin),
        z.maxLength(JOB_LIMITS.descriptionMax, JOB_MESSAGES.tooLong),
      ),
    requirements: listText,
    responsibilities: listText,
    benefits: listText,
    jobType: z.enum(JOB_TYPES, { error: JOB_MESSAGES.typeRequired }),
    location: z
      .string({ error: JOB_MESSAGES.locationRequired })
      .check(
        z.trim(),
        z.minLength(2, JOB_MESSAGES.locationRequired),
        z.maxLength(JOB_LIMITS.locationMax, JOB_MESSAGES.tooLong),
      ),
    isRemote: z._default(z.boolean(), false),
    isHybrid: z._default(z.boolean(), false),
    salaryMin: z.optional(rupees(JOB_MESSAGES.salaryMin)),
    salaryMax: z.optional(rupees(JOB_MESSAGES.salaryMax)),
    currency: z._default(z.enum(CURRENCIES), 'INR'),
    experienceMin: wholeYears(JOB_MESSAGES.experienceMin),
    experienceMax: z.optional(z.nullable(wholeYears(JOB_MESSAGES.experienceMax))),
    // The longest notice period the job accepts (issue 36); absent or null: any notice.
    noticeAcceptedDays: z.optional(
      z.nullable(
        z.number().check(
          z.refine((days) => (NOTICE_ACCEPTED_DAYS as readonly number[]).includes(days), {
            message: JOB_MESSAGES.noticeAccepted,
          }),
        ),
      ),
    ),
    contactEmail: z.optional(
      z.nullable(
        z.string().check(
          z.trim(),
          z.refine(
            (value) => value === '' || z.safeParse(z.email(), value).success,
            JOB_MESSAGES.contactEmail,
          ),
        ),
      ),
    ),
    companyId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(64)))),
    skills: z._default(
      z
        .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)))
        .check(z.maxLength(JOB_LIMITS.maxSkills, JOB_MESSAGES.tooManySkills)),
      [],
    ),
    category: z.enum(JOB_CATEGORIES, { error: JOB_MESSAGES.categoryRequired }),
    function: z.enum(JOB_FUNCTION_VALUES, { error: JOB_MESSAGES.functionRequired }),
    expiresAt: z.optional(z.nullable(z.string().check(z.regex(DATE, JOB_MESSAGES.expiryInPast)))),
  })
  .check(
    z.refine(
      (job) =>
        job.experienceMax === undefined ||
        job.experienceMax === null ||
        job.experienceMax >= job.experienceMin,
      { message: JOB_MESSAGES.experienceRange, path: ['experienceMax'] },
    ),
    z.refine((job) => job.salaryMin == null || job.salaryMax == null || job.salaryMax >= job.salaryMin, {
      message: JOB_MESSAGES.salaryRange,
      path: ['salaryMax'],
    }),
    // The never-pay guard (never-pay.ts), on the field that asks, so the form marks it.
    z.superRefine((job, context) => {
      for (const field of NEVER_PAY_FIELDS) {
        const breach = neverPayBreach(job[field] ?? '');
        if (breach) {
          context.addIssue({
            code: 'custom',
            message: neverPayMessage(breach),
            path: [field],
            input: job[field],
          });
          return;
        }
      }
    }),
  );
export type JobInput = z.output<typeof jobInputSchema>;

/** POST /job-confirmations: a reconfirmation mail's link token; what it does is signed inside it. */
export const confirmationLinkSchema = z.strictObject({
  token: z.string().check(z.minLength(1, CONFIRMATION_MESSAGES.linkInvalid), z.maxLength(2000)),
});

/** PATCH-like switch of a job's visibility (the spec's 'Pause Job' / 'Activate Job'). */
export const jobStatusSchema = z.strictObject({ isActive: z.boolean() });

/** A query-string number: empty means absent; anything else must be a whole number in range. */
export const queryInt = (min: number, max: number) =>
  z.optional(
    z
      .pipe(
        z.string().check(z.trim(), z.regex(/^\d+$/, 'Must be a whole number')),
        z.transform((value) => Number(value)),
      )
      .check(z.refine((value) => value >= min && value <= max, `Must be between ${min} and ${max}`)),
  );
/** A comma-separated query list, trimmed, blanks dropped. */
const queryList = z.optional(
  z.pipe(
    z.string().check(z.maxLength(500)),
    z.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ),
);

/**
 * GET /jobs/search (candidate-side.md section 7). `type` takes FULL_TIME or full-time, comma-separated;
 * `function` and `category` narrow by the post's filing; `experience` is the seeker's years (a job
 * matches when they fall within its range); `salaryMin`/`salaryMax` are rupees a year and match jobs whose
 * range overlaps; `sort` is relevance, newest or salary (shared/jobs/search-sort.ts).
 */
export const jobSearchQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  location: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  experience: queryInt(0, JOB_LIMITS.maxExperienceYears),
  type: z.optional(
    z.pipe(
      queryList,
      z.transform((values, context) => {
        const types: JobType[] = [];
        for (const value of values ?? []) {
          const type = toJobType(value);
          if (!type) {
            context.issues.push({ code: 'custom', message: JOB_MESSAGES.typeRequired, input: value });
            return z.NEVER;
          }
          types.push(type);
        }
        return types;
      }),
    ),
  ),
  skills: queryList,
  function: z.optional(z.enum(JOB_FUNCTION_VALUES)),
  category: z.optional(z.enum(JOB_CATEGORIES)),
  salaryMin: queryInt(0, JOB_LIMITS.maxSalary),
  salaryMax: queryInt(0, JOB_LIMITS.maxSalary),
  /** Absent: relevance with words, newest without (defaultJobSort). */
  sort: z.optional(z.enum(JOB_SORTS, { error: JOB_SORT_MESSAGE })),
  page: z._default(queryInt(1, 10_000), JOB_SEARCH.defaultPage),
  limit: z._default(queryInt(1, JOB_SEARCH.maxLimit), JOB_SEARCH.defaultLimit),
});
export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;

/** Paging of the spec's list calls (GET /jobs/company/{id}, GET /companies): zero-based page and size. */
export const pageQuerySchema = z.object({
  page: z._default(queryInt(0, 10_000), 0),
  size: z._default(queryInt(1, 100), 20),
});

/** GET /companies (employer-admin-side.md section 7). */
export const companyListQuerySchema = z.object({
  page: z._default(queryInt(0, 10_000), 0),
  size: z._default(queryInt(1, 100), 50),
  sortBy: z._default(z.enum(['name', 'createdAt']), 'name'),
  sortDirection: z._default(z.enum(['asc', 'desc', 'ASC', 'DESC']), 'asc'),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  // The directory's filters (issue 34): a city the company has an office in, and its industry.
  city: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  industry: z.optional(z.string().check(z.trim(), z.maxLength(80))),
});

/** POST /applications: the job and, optionally, a cover letter. The resume on file goes with it. */
export const applySchema = z.strictObject({
  jobId: z.string().check(z.trim(), z.minLength(1, JOB_MESSAGES.jobNotFound), z.maxLength(64)),
  coverLetter: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(JOB_LIMITS.coverLetterMax, JOB_MESSAGES.tooLong))),
  ),
});

/**
 * PUT /applications/{id}: an employer's new status, or a candidate's withdrawal (status withdrawn, with
 * why, optionally: shared/jobs/withdrawal.ts). The reason is read from candidates only.
 */
export const applicationStatusSchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES),
  reason: z.optional(z.enum(WITHDRAWAL_REASONS)),
  reasonText: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(WITHDRAWAL_LIMITS.reasonTextMax, WITHDRAWAL_MESSAGES.reasonTooLong)),
  ),
});
export type ApplicationStatusInput = z.output<typeof applicationStatusSchema>;

/** GET /applications: the organisation's applications, optionally for one job. */
export const applicationListQuerySchema = z.object({
  jobId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  status: z.optional(z.enum(APPLICATION_STATUSES)),
  /** Part of the candidate's name or e-mail address, any case. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: z._default(queryInt(0, 10_000), 0),
  size: z._default(queryInt(1, 100), 20),
});
