// Boundary: none (pure) - what the resume review panel shows of a parse answer and of a populate summary.
import type { ParsedResume } from '@shared/resume/parsed-resume';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import {
  failureOf,
  firstOf,
  INVALID_RESPONSE_FAILURE,
  jobSearchRows,
  outcomeOf,
  personalRows,
  summaryText,
} from './review';

const parsed: ParsedResume = {
  personalInfo: {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.in',
    phone: '',
    location: 'Kochi',
    title: 'Backend Engineer',
  },
  links: [],
  workExperiences: [],
  educations: [],
  certifications: [],
  skills: { technical: ['Go'], languages: [] },
  calculatedData: {
    totalExperienceYears: 0,
    currentRole: '',
    currentCompany: '',
    highestDegree: null,
    latestInstitution: '',
    graduationYear: null,
  },
};

describe('outcomeOf', () => {
  it('reviews an answer with parsed data and fields found', () => {
    expect(outcomeOf({ data: parsed, fieldsExtracted: 6, confidence: 'HIGH', noTextLayer: false })).toEqual({
      kind: 'review',
      parsed,
      fieldsExtracted: 6,
      confidence: 'HIGH',
    });
  });

  it('calls an answer without the parsed object invalid', () => {
    expect(outcomeOf(undefined)).toEqual({ kind: 'invalid' });
    expect(outcomeOf({ data: null, fieldsExtracted: 3, confidence: 'HIGH' })).toEqual({ kind: 'invalid' });
  });

  it('calls zero fields, or a scan without a text layer, unreadable', () => {
    expect(outcomeOf({ data: parsed, fieldsExtracted: 0, confidence: 'LOW' })).toEqual({
      kind: 'unreadable',
    });
    expect(outcomeOf({ data: parsed, fieldsExtracted: 4, confidence: 'LOW', noTextLayer: true })).toEqual({
      kind: 'unreadable',
    });
  });
});

describe('firstOf', () => {
  it('keeps the first items and counts the rest', () => {
    expect(firstOf([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(firstOf([1, 2], 3)).toEqual({ shown: [1, 2], more: 0 });
    expect(firstOf([], 10)).toEqual({ shown: [], more: 0 });
  });
});

describe('personalRows', () => {
  it('lists the six fields in order with their labels', () => {
    expect(personalRows(parsed.personalInfo).map((row) => [row.label, row.value])).toEqual([
      ['First name', 'Asha'],
      ['Last name', 'Rao'],
      ['Email', 'asha@example.in'],
      ['Phone', ''],
      ['Location', 'Kochi'],
      ['Title', 'Backend Engineer'],
    ]);
  });

  it('is empty when the resume gave no personal field', () => {
    const blank = { firstName: '', lastName: ' ', email: '', phone: '', location: '', title: '' };
    expect(personalRows(blank)).toEqual([]);
  });
});

describe('jobSearchRows', () => {
  it('shows the notice period with the availability it fills, and the CTC in rupees and LPA', () => {
    expect(jobSearchRows({ noticePeriodDays: 60, currentCtc: 1_800_000, expectedCtc: null })).toEqual([
      { label: 'Notice period', value: '60 days (availability: 2 months)' },
      { label: 'Current CTC', value: '₹18,00,000 (18 LPA)' },
    ]);
    expect(jobSearchRows({ noticePeriodDays: null, currentCtc: null, expectedCtc: 2_400_000 })).toEqual([
      { label: 'Expected CTC', value: '₹24,00,000 (24 LPA), as your minimum expected salary' },
    ]);
    expect(jobSearchRows({ noticePeriodDays: 0, currentCtc: null, expectedCtc: null })).toEqual([
      { label: 'Notice period', value: 'Immediate joiner (availability: Immediate)' },
    ]);
  });

  it('is empty when the resume states none, or was parsed before they were read', () => {
    expect(jobSearchRows({ noticePeriodDays: null, currentCtc: null, expectedCtc: null })).toEqual([]);
    expect(jobSearchRows(undefined)).toEqual([]);
  });
});

describe('summaryText', () => {
  it('says what was added and filled', () => {
    expect(
      summaryText({
        success: true,
        filledFields: ['title', 'currentRole', 'currentPositionTitle', 'location'],
        addedWorkExperiences: 2,
        addedEducations: 1,
        addedSkills: 12,
      }),
    ).toBe(
      'From your resume we added 2 work experiences, 1 education and 12 skills, and filled in your title, current role, current position and location.',
    );
  });

  it('says so when nothing was new', () => {
    expect(
      summaryText({
        success: true,
        filledFields: [],
        addedWorkExperiences: 0,
        addedEducations: 0,
        addedSkills: 0,
      }),
    ).toBe('Your profile already had everything we found in your resume.');
  });
});

describe('failureOf', () => {
  const appError = (status: number, message: string) =>
    new AppError({ status, code: 'VALIDATION_ERROR', message });

  it('treats the server 422 as the unable-to-extract case', () => {
    expect(failureOf(appError(422, 'Unable to extract data from this resume format.'))).toEqual({
      kind: 'unreadable',
    });
  });

  it('alerts any other failure with its reason', () => {
    expect(failureOf(appError(415, 'Unsupported file type. Please upload a PDF or Word document.'))).toEqual({
      kind: 'failed',
      message: 'Resume parsing failed: Unsupported file type. Please upload a PDF or Word document.',
    });
    expect(failureOf('not an error')).toEqual({
      kind: 'failed',
      message: 'Resume parsing failed: An unknown error occurred.',
    });
  });

  it('words an answer without parsed data as the spec does', () => {
    expect(INVALID_RESPONSE_FAILURE).toEqual({
      kind: 'failed',
      message: 'Resume parsing failed: Invalid response from server - no parsed data found',
    });
  });
});
