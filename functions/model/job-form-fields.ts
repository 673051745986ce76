import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { JobInput } from '../../shared/jobs/schemas';
import { ValidationError } from '../platform/errors';
import { expiryFor } from './job-rules';

/*
 * What a job post's form writes: its fields as stored, and its expiry. A new post (job-creation.ts) and an
 * edit (jobs/) read the form the same way.
 */

/** The expiry a post asks for, or the form's refusal of a day that has ended or does not exist. */
export function expiryOrRefuse(date: string | null | undefined, now: Date): string {
  try {
    const expiresAt = expiryFor(date, now);
    if (expiresAt) return expiresAt;
  } catch {
    // A date that does not exist reads as one that cannot be used, like one in the past.
  }
  throw new ValidationError(JOB_MESSAGES.expiryInPast, { expiresAt: JOB_MESSAGES.expiryInPast });
}

/** The fields a post's form sets; nulls and blanks are absent in the table. */
export function formFields(input: JobInput) {
  return {
    title: input.title,
    description: input.description,
    requirements: input.requirements ?? '',
    responsibilities: input.responsibilities ?? '',
    benefits: input.benefits ?? '',
    jobType: input.jobType,
    location: input.location,
    isRemote: input.isRemote,
    isHybrid: input.isHybrid,
    salaryMin: input.salaryMin ?? undefined,
    salaryMax: input.salaryMax ?? undefined,
    currency: input.currency,
    experienceMin: input.experienceMin,
    experienceMax: input.experienceMax ?? undefined,
    noticeAcceptedDays: input.noticeAcceptedDays ?? undefined,
    contactEmail: input.contactEmail || undefined,
    skills: [...new Map(input.skills.map((skill) => [skill.toLowerCase(), skill])).values()],
    category: input.category,
    function: input.function,
  };
}
