// Boundary: the recruiter application's rules, shared by the web form and the API.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  applicationListQuerySchema,
  averageReviewHours,
  documentProblem,
  isWebsiteUrl,
  RECRUITER_MESSAGES,
  recruiterApplicationSchema,
  rejectSchema,
} from './schemas';

const valid = {
  companyName: 'Zenith Analytics',
  companyWebsite: 'https://zenith.in',
  companySize: '51-200',
  industry: 'Consulting',
  companyDescription: 'Supply chain planning for manufacturers.',
  jobTitle: 'Head of Talent',
  workEmail: 'HR@Zenith.in',
  phoneNumber: '+91 98765 43210',
  hiringNeeds: 'Five analysts.',
};

const messagesOf = (input: unknown) => {
  const result = z.safeParse(recruiterApplicationSchema, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('recruiterApplicationSchema', () => {
  it('accepts a complete application, lower-casing the work email and leaving LinkedIn optional', () => {
    const result = z.parse(recruiterApplicationSchema, valid);
    expect(result.workEmail).toBe('hr@zenith.in');
    expect(result.linkedinProfile).toBeUndefined();
  });

  it("names each missing field with the spec's message", () => {
    const messages = messagesOf({});
    expect(messages).toEqual(
      expect.arrayContaining([
        'Company name is required',
        'Company website is required',
        'Company size is required',
        'Industry is required',
        'Job title is required',
        'Work email is required',
        'Phone number is required',
        'Company description is required',
        'Hiring needs description is required',
      ]),
    );
  });

  it('checks the website, the e-mail and a given LinkedIn profile', () => {
    expect(messagesOf({ ...valid, companyWebsite: 'ftp://zenith.in' })).toEqual([
      RECRUITER_MESSAGES.companyWebsiteInvalid,
    ]);
    expect(messagesOf({ ...valid, workEmail: 'hr@zenith' })).toEqual([RECRUITER_MESSAGES.workEmailInvalid]);
    expect(messagesOf({ ...valid, linkedinProfile: 'https://example.com/in/x' })).toContain(
      RECRUITER_MESSAGES.linkedinInvalid,
    );
    expect(messagesOf({ ...valid, linkedinProfile: 'https://www.linkedin.com/in/sneha-kapoor' })).toEqual([]);
  });
});

describe('isWebsiteUrl', () => {
  it('wants http or https and a host with a dot', () => {
    expect(isWebsiteUrl('http://acme.co.in/about')).toBe(true);
    expect(isWebsiteUrl('https://localhost')).toBe(false);
    expect(isWebsiteUrl('acme.in')).toBe(false);
    expect(isWebsiteUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('documentProblem', () => {
  it('accepts the spec’s extensions per document and refuses empty or oversized files', () => {
    expect(documentProblem('businessLicense', 'licence.PDF', 1000)).toBeUndefined();
    expect(documentProblem('identityProof', 'id.svg', 1000)).toBe(RECRUITER_MESSAGES.documentType);
    expect(documentProblem('companyLogo', 'logo.svg', 1000)).toBeUndefined();
    expect(documentProblem('companyLogo', 'logo.pdf', 1000)).toBe(RECRUITER_MESSAGES.logoType);
    expect(documentProblem('businessLicense', 'big.pdf', 6 * 1024 * 1024)).toBe(
      RECRUITER_MESSAGES.documentTooLarge,
    );
    expect(documentProblem('companyLogo', 'empty.png', 0)).toBe(RECRUITER_MESSAGES.logoTooLarge);
  });
});

describe('rejectSchema', () => {
  it('needs a reason that is not blank', () => {
    expect(z.safeParse(rejectSchema, { reason: '   ' }).error?.issues[0]?.message).toBe(
      'Please provide a reason for rejection',
    );
    expect(z.parse(rejectSchema, { reason: ' Licence expired ' }).reason).toBe('Licence expired');
  });
});

describe('applicationListQuerySchema', () => {
  it('reads upper-case statuses, comma-separated industries and paging defaults', () => {
    const query = z.parse(applicationListQuerySchema, {
      status: 'UNDER_REVIEW',
      industries: 'Healthcare, ,IT',
    });
    expect(query).toMatchObject({
      status: 'under_review',
      industries: ['healthcare', 'it'],
      page: 0,
      size: 20,
    });
    expect(z.safeParse(applicationListQuerySchema, { status: 'DONE' }).success).toBe(false);
    expect(z.safeParse(applicationListQuerySchema, { fromDate: '23/11/2026' }).success).toBe(false);
  });
});

describe('averageReviewHours', () => {
  it('averages decided applications to one decimal, 0 before any decision', () => {
    expect(averageReviewHours(0, 0)).toBe(0);
    expect(averageReviewHours(2, 3 * 3_600_000)).toBe(1.5);
    expect(averageReviewHours(3, 3_600_000)).toBe(0.3);
  });
});
