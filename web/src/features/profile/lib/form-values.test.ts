// Boundary: profile edit forms (pure): form values from the profile, request bodies, 'Other' entries, and validation through the shared schemas.
import { OTHER_OPTION } from '@shared/profile/options';
import type { Profile } from '@shared/profile/profile';
import {
  educationEntrySchema,
  experienceSummarySchema,
  jobPreferencesSchema,
  linksSchema,
  PROFILE_MESSAGES,
  workExperienceSchema,
} from '@shared/profile/schemas';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  additionalInfoBody,
  additionalInfoValues,
  educationBody,
  educationFieldFor,
  educationValues,
  experienceBody,
  experienceFieldFor,
  experienceValues,
  jobPreferencesBody,
  jobPreferencesValues,
  lines,
  linksBody,
  parseAmount,
  parseSalary,
  salaryText,
  workExperienceBody,
  workExperienceValues,
} from './form-values';
import { joinOther, splitOther } from './other-option';
import { sectionResolver, serverFieldErrors } from './section-resolver';

const OPTIONS = ['B.Tech / B.E.', 'MBA / PGDM'];

function profileWith(overrides: Partial<Profile>): Profile {
  return {
    id: 'u1',
    userId: 'u1',
    firstName: 'Asha',
    lastName: 'Rao',
    user: { firstName: 'Asha', lastName: 'Rao', location: null, profilePictureUrl: null },
    title: null,
    summary: null,
    location: null,
    currentRole: null,
    technicalSkills: [],
    languages: [],
    skills: [],
    isOpenToRemote: false,
    isOpenToHybrid: false,
    isOpenToOnSite: true,
    preferredLocations: [],
    jobTypes: [],
    availability: null,
    canBuyOutNotice: false,
    currentSalary: null,
    expectedSalaryMin: null,
    expectedSalaryMax: null,
    currency: 'INR',
    experienceYears: null,
    experienceLevel: null,
    currentPositionTitle: null,
    currentCompany: null,
    industryExperience: null,
    degree: null,
    institution: null,
    graduationYear: null,
    linkedinUrl: null,
    portfolioUrl: null,
    githubUrl: null,
    gender: null,
    workAuthorization: null,
    resume: null,
    workExperiences: [],
    educations: [],
    certifications: [],
    isPublic: false,
    openToContact: false,
    phone: null,
    matchingEnabled: false,
    profileCompletionPercentage: 0,
    hasRequiredMatchingData: false,
    completion: {
      isValid: false,
      completionPercentage: 0,
      missingFields: [],
      requiredForMatching: { resume: false, salaryExpectation: false, experience: false },
      recommendations: [],
      nextAction: null,
      suggestions: [],
      canViewRecommendations: false,
    },
    isOwn: true,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Runs a resolver as react-hook-form does on submit. */
function check<Values extends FieldValues, Body>(resolver: Resolver<Values, unknown, Body>, values: Values) {
  return resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as ResolverOptions<Values>);
}

describe("'Other' entries", () => {
  it('reads a stored value that is not an option as Other with its text', () => {
    expect(splitOther('MBA / PGDM', OPTIONS)).toEqual({ choice: 'MBA / PGDM', other: '' });
    expect(splitOther('Diploma in Nursing', OPTIONS)).toEqual({
      choice: OTHER_OPTION,
      other: 'Diploma in Nursing',
    });
    expect(splitOther(null, OPTIONS)).toEqual({ choice: '', other: '' });
  });

  it('sends the typed text only when Other is chosen', () => {
    expect(joinOther({ choice: OTHER_OPTION, other: '  Diploma in Nursing ' })).toBe('Diploma in Nursing');
    expect(joinOther({ choice: 'MBA / PGDM', other: 'left over' })).toBe('MBA / PGDM');
  });

  it('builds the education body from the specify fields', () => {
    const values = {
      ...educationValues(),
      institution: 'IIT Madras',
      degreeChoice: OTHER_OPTION,
      degreeOther: 'B.Arch',
      fieldChoice: OTHER_OPTION,
      fieldOther: 'Architecture',
      startDate: '2014-07',
      endDate: '2019-05',
    };
    expect(educationBody(values)).toEqual({
      institution: 'IIT Madras',
      degree: 'B.Arch',
      fieldOfStudy: 'Architecture',
      startDate: '2014-07',
      endDate: '2019-05',
      isCurrent: false,
      grade: null,
      location: null,
      description: null,
    });
  });

  it("shows a missing degree under the specify field when 'Other' is chosen, else under the dropdown", async () => {
    const resolve = sectionResolver(educationEntrySchema, educationBody, educationFieldFor);
    const base = { ...educationValues(), institution: 'IIT Madras', startDate: '2014-07', isCurrent: true };
    const withOther = await check(resolve, { ...base, degreeChoice: OTHER_OPTION, degreeOther: ' ' });
    expect(withOther.errors).toEqual({
      degreeOther: { type: 'too_small', message: PROFILE_MESSAGES.degreeRequired },
    });
    const withNone = await check(resolve, base);
    expect(Object.keys(withNone.errors)).toEqual(['degreeChoice']);
  });

  it('maps a position title typed after Other back to its field', () => {
    const profile = profileWith({ currentPositionTitle: 'Growth Hacker', experienceYears: 4 });
    const values = experienceValues(profile);
    expect(values).toMatchObject({
      positionChoice: OTHER_OPTION,
      positionOther: 'Growth Hacker',
      experienceYears: '3',
    });
    expect(experienceBody(values).currentPositionTitle).toBe('Growth Hacker');
    expect(experienceFieldFor('currentPositionTitle', values)).toBe('positionOther');
    expect(experienceFieldFor('currentPositionTitle', { ...values, positionChoice: '' })).toBe(
      'positionChoice',
    );
  });

  it('asks for the total experience when no band is chosen', async () => {
    const resolve = sectionResolver(experienceSummarySchema, experienceBody, experienceFieldFor);
    const result = await check(resolve, experienceValues(profileWith({})));
    expect(result.errors).toMatchObject({
      experienceYears: { message: PROFILE_MESSAGES.totalExperienceRequired },
      positionChoice: { message: PROFILE_MESSAGES.jobTitleRequired },
      currentCompany: { message: PROFILE_MESSAGES.companyRequired },
      industryExperience: { message: PROFILE_MESSAGES.industryRequired },
    });
  });
});

describe('work experience', () => {
  const filled = {
    ...workExperienceValues(),
    companyName: ' Infosys ',
    position: 'Software Engineer',
    startDate: '2021-07',
    endDate: '2023-03',
    achievements: 'Led the payments team\n\n  Cut build time by 40%  \n',
  };

  it('sends endDate null and isCurrent true for a current job, whatever the hidden field held', () => {
    const body = workExperienceBody({ ...filled, isCurrent: true });
    expect(body.endDate).toBeNull();
    expect(body.isCurrent).toBe(true);
  });

  it('sends exactly the schema fields, blanks as null and achievements one per line', () => {
    expect(workExperienceBody(filled)).toEqual({
      companyName: ' Infosys ',
      position: 'Software Engineer',
      location: null,
      startDate: '2021-07',
      endDate: '2023-03',
      isCurrent: false,
      description: null,
      achievements: ['Led the payments team', 'Cut build time by 40%'],
      companyUrl: null,
    });
    expect(lines('a\r\nb\n\n')).toEqual(['a', 'b']);
  });

  it('refuses an end before the start and a missing end with the spec messages', async () => {
    const resolve = sectionResolver(workExperienceSchema, workExperienceBody);
    const early = await check(resolve, { ...filled, endDate: '2020-01' });
    expect(early.errors.endDate?.message).toBe(PROFILE_MESSAGES.endAfterStart);
    const missing = await check(resolve, { ...filled, endDate: '' });
    expect(missing.errors.endDate?.message).toBe(PROFILE_MESSAGES.endRequiredWork);
    const current = await check(resolve, { ...filled, endDate: '2020-01', isCurrent: true });
    expect(current.errors).toEqual({});
  });

  it('hands the parsed, trimmed body to the submit handler', async () => {
    const resolve = sectionResolver(workExperienceSchema, workExperienceBody);
    const result = await check(resolve, filled);
    expect(result.values).toMatchObject({ companyName: 'Infosys', endDate: '2023-03' });
  });
});

describe('job preferences', () => {
  it('parses amounts typed with lakh separators', () => {
    expect(parseAmount('12,00,000')).toBe(1_200_000);
    expect(parseAmount(' 950000 ')).toBe(950_000);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('12 lakh')).toBeNaN();
  });

  it('builds the body and asks for the required fields', async () => {
    const values = jobPreferencesValues(profileWith({}));
    const resolve = sectionResolver(jobPreferencesSchema, jobPreferencesBody);
    const empty = await check(resolve, { ...values, isOpenToOnSite: false });
    expect(empty.errors).toMatchObject({
      location: { message: PROFILE_MESSAGES.locationRequired },
      availability: { message: PROFILE_MESSAGES.availabilityRequired },
      currentSalary: { message: PROFILE_MESSAGES.currentSalaryRequired },
    });
    // The rules across fields run once every field is valid on its own.
    const noPreference = await check(resolve, {
      ...values,
      isOpenToOnSite: false,
      location: 'Pune',
      availability: 'Immediate',
      currentSalary: '5',
    });
    expect(noPreference.errors).toEqual({
      isOpenToOnSite: { type: 'custom', message: PROFILE_MESSAGES.workPreferenceRequired },
    });
    const body = jobPreferencesBody({
      ...values,
      location: 'Bengaluru',
      availability: '1 month',
      currentSalary: '9',
      expectedSalaryMin: '12.5',
      expectedSalaryMax: '',
    });
    expect(body).toMatchObject({
      currentSalary: 900_000,
      expectedSalaryMin: 1_250_000,
      expectedSalaryMax: null,
    });
  });

  it('takes rupee salaries in LPA, as jobs show them, and other currencies as the yearly figure', () => {
    expect(parseSalary('12.5', 'INR')).toBe(1_250_000);
    expect(parseSalary('60000', 'USD')).toBe(60_000);
    expect(parseSalary('', 'INR')).toBeUndefined();
    expect(parseSalary('12 lakh', 'INR')).toBeNaN();
    // A stored figure comes back exactly, so saving the form unchanged changes nothing.
    expect(salaryText(1_234_567, 'INR')).toBe('12.34567');
    expect(parseSalary(salaryText(1_234_567, 'INR'), 'INR')).toBe(1_234_567);
    expect(salaryText(60_000, 'USD')).toBe('60000');
    const values = jobPreferencesValues(profileWith({ currentSalary: 2_400_000, expectedSalaryMin: null }));
    expect(values).toMatchObject({ currentSalary: '24', expectedSalaryMin: '' });
  });
});

describe('links and additional information', () => {
  it('sends blank links as null and refuses a link that is not a web address', async () => {
    expect(linksBody({ linkedin: ' ', portfolio: 'https://asha.dev', github: '' })).toEqual({
      linkedin: null,
      portfolio: 'https://asha.dev',
      github: null,
    });
    const resolve = sectionResolver(linksSchema, linksBody);
    const result = await check(resolve, { linkedin: 'not a url', portfolio: '', github: '' });
    expect(result.errors.linkedin?.message).toBe(PROFILE_MESSAGES.urlInvalid);
  });

  it('presets no work authorization and sends what is unset as null', () => {
    const values = additionalInfoValues(profileWith({ workAuthorization: null }));
    expect(values.workAuthorization).toBe('');
    expect(additionalInfoBody(values)).toEqual({ gender: null, workAuthorization: null });
  });

  it("reads a 422 answer's field errors, a list entry under its list", () => {
    expect(
      serverFieldErrors({
        fieldErrors: { endDate: 'End date must be after start date', 'technicalSkills.2': 'Too long' },
      }),
    ).toEqual({ endDate: 'End date must be after start date', technicalSkills: 'Too long' });
    expect(serverFieldErrors(undefined)).toEqual({});
    expect(serverFieldErrors({ other: 1 })).toEqual({});
  });
});
