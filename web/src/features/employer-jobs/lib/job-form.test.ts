// Boundary: the post-job form (pure): values from a job, the POST /jobs body, and validation with the shared schema.
import { JOB_MESSAGES, jobInputSchema } from '@shared/jobs/schemas';
import type { Job } from '@shared/jobs/types';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  defaultExpiryDate,
  emptyJobValues,
  indiaDate,
  type JobFormValues,
  jobBody,
  jobFormValues,
  joinRows,
  parseNumber,
  rowsOf,
  serverFieldErrors,
  validateJobForm,
} from './job-form';

const NOW = new Date('2025-06-10T06:30:00.000Z');

function job(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    title: 'Senior Frontend Developer',
    company: { id: 'c-1', name: 'Acme Tech', logoUrl: null },
    companyId: 'c-1',
    location: 'Bengaluru',
    jobType: 'FULL_TIME',
    isRemote: false,
    isHybrid: true,
    salaryMin: 1_250_000,
    salaryMax: 1_800_000,
    currency: 'INR',
    experienceMin: 3,
    experienceMax: 6,
    skills: ['React', 'TypeScript'],
    category: 'IT',
    function: 'engineering',
    postedAt: '2025-06-01T00:00:00.000Z',
    // The end of 30 June in India.
    expiresAt: '2025-06-30T18:29:59.999Z',
    description: 'Build the candidate experience of a job marketplace used across India.',
    requirements: '3+ years of React\nTypeScript',
    responsibilities: '',
    benefits: 'Health insurance',
    contactEmail: null,
    isActive: true,
    applicationsCount: 0,
    updatedAt: '2025-06-01T00:00:00.000Z',
    confirmedAt: '2025-06-01T00:00:00.000Z',
    confirmationDueOn: null,
    closedUnconfirmedAt: null,
    ...overrides,
  };
}

function filled(overrides: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...emptyJobValues(),
    title: 'Backend Engineer',
    location: 'Pune',
    category: 'IT',
    function: 'engineering',
    description: 'Design and run the services behind a job marketplace, from search to applications.',
    ...overrides,
  };
}

describe('the form of a new post', () => {
  it('starts full-time, in INR, with one empty row per list and no expiry (the 60-day default)', () => {
    const values = emptyJobValues();
    expect(values.jobType).toBe('FULL_TIME');
    expect(values.currency).toBe('INR');
    expect(values.requirements).toEqual([{ value: '' }]);
    expect(values.benefits).toEqual([{ value: '' }]);
    expect(values.expiresAt).toBe('');
    expect(defaultExpiryDate(NOW)).toBe('2025-08-09');
  });
});

describe('jobBody', () => {
  it('sends salaries typed in LPA as whole rupees (x 100000)', () => {
    const body = jobBody(filled({ salaryMin: '12.5', salaryMax: '18' }), { withCompany: false });
    expect(body.salaryMin).toBe(1_250_000);
    expect(body.salaryMax).toBe(1_800_000);
  });

  it('sends blank salaries as not disclosed (null) and a blank maximum experience as null', () => {
    const body = jobBody(filled(), { withCompany: false });
    expect(body.salaryMin).toBeNull();
    expect(body.salaryMax).toBeNull();
    expect(body.experienceMax).toBeNull();
    expect(body.experienceMin).toBe(0);
  });

  it('joins list rows with newlines, trimming them and dropping blank ones', () => {
    const body = jobBody(
      filled({
        requirements: [{ value: '  React ' }, { value: '' }, { value: '   ' }, { value: 'Node.js' }],
        responsibilities: [{ value: '' }],
        benefits: [{ value: 'Health insurance' }],
      }),
      { withCompany: false },
    );
    expect(body.requirements).toBe('React\nNode.js');
    expect(body.responsibilities).toBe('');
    expect(body.benefits).toBe('Health insurance');
  });

  it('sends the company only for an admin', () => {
    expect(jobBody(filled({ companyId: 'c-9' }), { withCompany: false })).not.toHaveProperty('companyId');
    expect(jobBody(filled({ companyId: 'c-9' }), { withCompany: true }).companyId).toBe('c-9');
  });

  it('sends a blank contact email and expiry as null', () => {
    const body = jobBody(filled({ contactEmail: ' ', expiresAt: '' }), { withCompany: false });
    expect(body.contactEmail).toBeNull();
    expect(body.expiresAt).toBeNull();
  });

  it('is a body the shared schema accepts', () => {
    const body = jobBody(
      filled({ salaryMin: '10', salaryMax: '15', skills: ['Go'], requirements: [{ value: 'Go' }] }),
      { withCompany: false },
    );
    expect(z.safeParse(jobInputSchema, body).success).toBe(true);
  });
});

describe('jobFormValues (editing a job)', () => {
  it('shows rupees back in LPA and lists as rows, keeping one empty row for an empty list', () => {
    const values = jobFormValues(job());
    expect(values.salaryMin).toBe('12.5');
    expect(values.salaryMax).toBe('18');
    expect(values.requirements).toEqual([{ value: '3+ years of React' }, { value: 'TypeScript' }]);
    expect(values.responsibilities).toEqual([{ value: '' }]);
    expect(values.experienceMax).toBe('6');
    expect(values.companyId).toBe('c-1');
  });

  it('shows the expiry as its day in India and blanks what the job does not have', () => {
    const values = jobFormValues(job({ salaryMin: null, experienceMax: null, expiresAt: null }));
    expect(values.salaryMin).toBe('');
    expect(values.experienceMax).toBe('');
    expect(values.expiresAt).toBe('');
    expect(jobFormValues(job()).expiresAt).toBe('2025-06-30');
  });

  it('round-trips: an unchanged job sends what it holds', () => {
    const original = job();
    const body = jobBody(jobFormValues(original), { withCompany: true });
    expect(body).toMatchObject({
      salaryMin: original.salaryMin,
      salaryMax: original.salaryMax,
      requirements: original.requirements,
      benefits: original.benefits,
      companyId: original.companyId,
      expiresAt: '2025-06-30',
    });
  });
});

describe('validateJobForm', () => {
  it('answers with the spec messages of the Post job rules', () => {
    const result = validateJobForm(
      {
        ...emptyJobValues(),
        title: 'ab',
        location: 'P',
        experienceMin: '-1',
        experienceMax: '-2',
        salaryMin: '-3',
        salaryMax: '-1',
        description: 'Too short',
      },
      { withCompany: true, now: NOW },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: JOB_MESSAGES.titleMin,
      location: JOB_MESSAGES.locationRequired,
      experienceMin: JOB_MESSAGES.experienceMin,
      experienceMax: JOB_MESSAGES.experienceMax,
      salaryMin: JOB_MESSAGES.salaryMin,
      salaryMax: JOB_MESSAGES.salaryMax,
      description: JOB_MESSAGES.descriptionMin,
      category: JOB_MESSAGES.categoryRequired,
      function: JOB_MESSAGES.functionRequired,
      companyId: JOB_MESSAGES.companyRequired,
    });
  });

  it('checks the ranges: max experience and max salary not below the minimum', () => {
    const result = validateJobForm(
      filled({ experienceMin: '5', experienceMax: '2', salaryMin: '20', salaryMax: '10' }),
      { withCompany: false, now: NOW },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.experienceMax).toBe(JOB_MESSAGES.experienceRange);
    expect(result.errors.salaryMax).toBe(JOB_MESSAGES.salaryRange);
  });

  it('refuses text that is not a number with the field message, and fractional years', () => {
    const result = validateJobForm(filled({ salaryMin: 'twelve', experienceMin: '1.5' }), {
      withCompany: false,
      now: NOW,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.salaryMin).toBe(JOB_MESSAGES.salaryMin);
    expect(result.errors.experienceMin).toBe(JOB_MESSAGES.experienceMin);
  });

  it('does not ask an employer for a company', () => {
    const result = validateJobForm(filled(), { withCompany: false, now: NOW });
    expect(result.ok).toBe(true);
  });

  it('asks an admin for a company even when everything else is right', () => {
    const result = validateJobForm(filled(), { withCompany: true, now: NOW });
    expect(result).toEqual({ ok: false, errors: { companyId: JOB_MESSAGES.companyRequired } });
  });

  it('allows today as the expiry (open until the end of the day) but not yesterday', () => {
    expect(validateJobForm(filled({ expiresAt: '2025-06-10' }), { withCompany: false, now: NOW }).ok).toBe(
      true,
    );
    const past = validateJobForm(filled({ expiresAt: '2025-06-09' }), { withCompany: false, now: NOW });
    expect(past).toEqual({ ok: false, errors: { expiresAt: JOB_MESSAGES.expiryInPast } });
  });

  it('keeps the past expiry an expired post already has, so the rest of it can still be corrected', () => {
    const kept = validateJobForm(filled({ expiresAt: '2025-06-01' }), {
      withCompany: false,
      keptExpiry: '2025-06-01',
      now: NOW,
    });
    expect(kept.ok).toBe(true);
    const changed = validateJobForm(filled({ expiresAt: '2025-06-02' }), {
      withCompany: false,
      keptExpiry: '2025-06-01',
      now: NOW,
    });
    expect(changed.ok).toBe(false);
  });

  it('hands the parsed body to the submit: rupees, joined lists, trimmed text', () => {
    const result = validateJobForm(
      filled({
        title: '  Backend Engineer ',
        salaryMin: '8',
        requirements: [{ value: 'Go' }, { value: '' }],
      }),
      { withCompany: false, now: NOW },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({ title: 'Backend Engineer', salaryMin: 800_000, requirements: 'Go' });
  });
});

describe('helpers', () => {
  it('parseNumber: blank is undefined, numbers (with separators) parse, other text is NaN', () => {
    expect(parseNumber('  ')).toBeUndefined();
    expect(parseNumber('12.5')).toBe(12.5);
    expect(parseNumber('-2')).toBe(-2);
    expect(parseNumber('1,00,000')).toBe(100_000);
    expect(parseNumber('12 LPA')).toBeNaN();
  });

  it('rowsOf and joinRows', () => {
    expect(rowsOf(null)).toEqual([{ value: '' }]);
    expect(rowsOf('a\n\n b ')).toEqual([{ value: 'a' }, { value: 'b' }]);
    expect(joinRows([{ value: ' a' }, { value: '' }, { value: 'b ' }])).toBe('a\nb');
  });

  it('indiaDate is the calendar day in India (UTC+5:30)', () => {
    expect(indiaDate('2025-06-10T18:29:00.000Z')).toBe('2025-06-10');
    expect(indiaDate('2025-06-10T18:31:00.000Z')).toBe('2025-06-11');
  });

  it('serverFieldErrors puts a 422 message under its input, a list entry under its list', () => {
    expect(
      serverFieldErrors({
        fieldErrors: { title: 'Job title must be at least 3 characters', 'skills.2': 'Too long', other: 'x' },
      }),
    ).toEqual({ title: 'Job title must be at least 3 characters', skills: 'Too long' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
