// Boundary: the jobs API's bodies and queries (pure): the spec's post-job messages, search query parsing.
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { applySchema, JOB_MESSAGES, jobInputSchema, jobSearchQuerySchema } from './schemas';

const valid = {
  title: 'Senior React Developer',
  description: 'Build the candidate web app with React, TypeScript and a design system; own quality.',
  jobType: 'FULL_TIME',
  location: 'Bangalore',
  experienceMin: 3,
  experienceMax: 6,
  salaryMin: 1_800_000,
  salaryMax: 2_800_000,
  skills: ['React', 'TypeScript'],
  category: 'IT',
  function: 'engineering',
};

function messages(input: unknown): Record<string, string> {
  const result = safeParse(jobInputSchema, input);
  if (result.success) return {};
  // The first message of each field, as the API reports it.
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('job input', () => {
  it('accepts a complete post and fills the defaults', () => {
    const result = safeParse(jobInputSchema, valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ currency: 'INR', isRemote: false, isHybrid: false });
  });

  it('answers with the spec messages', () => {
    expect(
      messages({
        ...valid,
        title: 'ab',
        location: 'B',
        description: 'short',
        experienceMin: -1,
        salaryMin: -5,
      }),
    ).toEqual({
      title: JOB_MESSAGES.titleMin,
      location: JOB_MESSAGES.locationRequired,
      description: JOB_MESSAGES.descriptionMin,
      experienceMin: JOB_MESSAGES.experienceMin,
      salaryMin: JOB_MESSAGES.salaryMin,
    });
    expect(messages({ ...valid, experienceMax: -1 })).toEqual({ experienceMax: JOB_MESSAGES.experienceMax });
    expect(messages({ ...valid, salaryMax: -1 })).toEqual({ salaryMax: JOB_MESSAGES.salaryMax });
    expect(messages({ ...valid, experienceMin: 5, experienceMax: 2 })).toEqual({
      experienceMax: JOB_MESSAGES.experienceRange,
    });
    expect(messages({ ...valid, salaryMin: 2_000_000, salaryMax: 1_000_000 })).toEqual({
      salaryMax: JOB_MESSAGES.salaryRange,
    });
    expect(messages({ ...valid, experienceMin: 1.5 })).toEqual({ experienceMin: JOB_MESSAGES.experienceMin });
  });

  it('refuses fields it does not own and unknown lists', () => {
    expect(safeParse(jobInputSchema, { ...valid, applicationsCount: 99 }).success).toBe(false);
    expect(messages({ ...valid, jobType: 'FREELANCE' })).toEqual({ jobType: JOB_MESSAGES.typeRequired });
    expect(messages({ ...valid, category: undefined })).toEqual({ category: JOB_MESSAGES.categoryRequired });
    expect(messages({ ...valid, function: 'astrology' })).toEqual({
      function: JOB_MESSAGES.functionRequired,
    });
    expect(messages({ ...valid, contactEmail: 'not-an-address' })).toEqual({
      contactEmail: JOB_MESSAGES.contactEmail,
    });
  });
});

describe('job search query', () => {
  it('defaults to page 1 of 12', () => {
    expect(safeParse(jobSearchQuerySchema, {}).data).toEqual({ page: 1, limit: 12 });
  });

  it('reads hyphenated and upper-case job types, comma lists and numbers', () => {
    const result = safeParse(jobSearchQuerySchema, {
      type: 'full-time, INTERNSHIP',
      skills: 'React, ,Node.js',
      experience: '3',
      salaryMin: '1000000',
      page: '2',
    });
    expect(result.data).toEqual({
      type: ['FULL_TIME', 'INTERNSHIP'],
      skills: ['React', 'Node.js'],
      experience: 3,
      salaryMin: 1_000_000,
      page: 2,
      limit: 12,
    });
  });

  it('refuses unknown types, pages below 1, limits above 50 and non-numbers', () => {
    for (const query of [{ type: 'gig' }, { page: '0' }, { limit: '51' }, { experience: 'three' }]) {
      expect(safeParse(jobSearchQuerySchema, query).success).toBe(false);
    }
  });
});

describe('apply', () => {
  it('takes a job id and an optional cover letter, nothing else', () => {
    expect(safeParse(applySchema, { jobId: 'j1' }).success).toBe(true);
    expect(safeParse(applySchema, { jobId: 'j1', coverLetter: 'x'.repeat(5001) }).success).toBe(false);
    expect(safeParse(applySchema, { jobId: 'j1', candidateId: 'someone-else' }).success).toBe(false);
  });
});
