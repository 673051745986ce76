// Boundary: the pure mapping profile -> JSON Resume, validated against the published schema file.
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../profile/profile';
import { toJsonResume } from './json-resume';

const schema = createRequire(import.meta.url)('@jsonresume/schema/schema.json');
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    userId: 'u1',
    firstName: 'Asha',
    lastName: 'Verma',
    user: { firstName: 'Asha', lastName: 'Verma', location: 'Pune', profilePictureUrl: null },
    title: 'Backend engineer',
    summary: 'Builds payment systems.',
    location: 'Pune',
    currentRole: null,
    technicalSkills: ['Java', 'Kotlin', 'SQL'],
    languages: ['Hindi', 'English'],
    skills: [],
    isOpenToRemote: true,
    isOpenToHybrid: false,
    isOpenToOnSite: false,
    preferredLocations: ['Pune'],
    jobTypes: [],
    availability: null,
    canBuyOutNotice: false,
    currentSalary: null,
    expectedSalaryMin: 1_200_000,
    expectedSalaryMax: 1_800_000,
    currency: 'INR',
    experienceYears: 6,
    experienceLevel: 'senior',
    currentPositionTitle: null,
    currentCompany: null,
    industryExperience: null,
    degree: null,
    institution: null,
    graduationYear: null,
    linkedinUrl: 'https://www.linkedin.com/in/asha-verma',
    portfolioUrl: 'https://asha.dev',
    githubUrl: null,
    gender: null,
    workAuthorization: null,
    resume: null,
    workExperiences: [
      {
        id: 'w1',
        companyName: 'Razorpay',
        position: 'Senior engineer',
        location: 'Bengaluru',
        startDate: '2021-04',
        endDate: null,
        isCurrent: true,
        description: 'Payouts.',
        achievements: ['Halved settlement time'],
        companyUrl: 'https://razorpay.com',
      },
      {
        id: 'w2',
        companyName: 'Infosys',
        position: 'Engineer',
        startDate: '2018',
        endDate: '2021-03',
        isCurrent: false,
      },
    ],
    educations: [
      {
        id: 'e1',
        institution: 'COEP',
        degree: 'B.Tech',
        fieldOfStudy: 'Computer Engineering',
        startDate: '2014',
        endDate: '2018',
        isCurrent: false,
        grade: '8.4 CGPA',
      },
    ],
    certifications: [{ id: 'c1', name: 'AWS Developer', issuer: 'Amazon', issueDate: '2022-08' }],
    isPublic: true,
    openToContact: false,
    phone: '9876543210',
    matchingEnabled: false,
    profileCompletionPercentage: 80,
    hasRequiredMatchingData: true,
    completion: {} as Profile['completion'],
    isOwn: true,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('toJsonResume', () => {
  it('maps a full profile into a resume the schema accepts', () => {
    const resume = toJsonResume(profile(), { email: 'asha@example.in', phone: '9876543210' });
    expect(validate(resume), JSON.stringify(validate.errors)).toBe(true);
    expect(resume.basics).toMatchObject({
      name: 'Asha Verma',
      label: 'Backend engineer',
      email: 'asha@example.in',
      phone: '9876543210',
      url: 'https://asha.dev/',
      location: { city: 'Pune', countryCode: 'IN' },
      profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/asha-verma' }],
    });
    expect(resume.work[0]).toEqual({
      name: 'Razorpay',
      position: 'Senior engineer',
      location: 'Bengaluru',
      url: 'https://razorpay.com/',
      startDate: '2021-04',
      summary: 'Payouts.',
      highlights: ['Halved settlement time'],
    });
    expect(resume.work[1]).toEqual({
      name: 'Infosys',
      position: 'Engineer',
      startDate: '2018',
      endDate: '2021-03',
    });
    expect(resume.education[0]).toMatchObject({
      studyType: 'B.Tech',
      area: 'Computer Engineering',
      score: '8.4 CGPA',
    });
    expect(resume.certificates).toEqual([{ name: 'AWS Developer', issuer: 'Amazon', date: '2022-08' }]);
    expect(resume.skills).toEqual([{ name: 'Technical', keywords: ['Java', 'Kotlin', 'SQL'] }]);
    expect(resume.languages).toEqual([{ language: 'Hindi' }, { language: 'English' }]);
  });

  it('leaves out what the schema would refuse instead of writing it as given', () => {
    const resume = toJsonResume(
      profile({
        title: '  ',
        summary: null,
        location: null,
        portfolioUrl: 'asha dot dev',
        linkedinUrl: 'javascript:alert(1)',
        workExperiences: [
          { id: 'w', companyName: 'X', position: 'Y', startDate: 'someday', endDate: null, isCurrent: true },
        ],
      }),
      { email: 'not-an-address', phone: null },
    );
    expect(validate(resume), JSON.stringify(validate.errors)).toBe(true);
    expect(resume.basics).toEqual({ name: 'Asha Verma', profiles: [] });
    expect(resume.work).toEqual([{ name: 'X', position: 'Y' }]);
  });

  it('is valid for an empty profile (a new account)', () => {
    const resume = toJsonResume(
      profile({
        workExperiences: [],
        educations: [],
        certifications: [],
        technicalSkills: [],
        languages: [],
      }),
      { email: 'asha@example.in' },
    );
    expect(validate(resume)).toBe(true);
    expect(resume).toMatchObject({ work: [], education: [], certificates: [], skills: [], languages: [] });
  });

  it('is refused by the schema when a date breaks its pattern (the check can fail)', () => {
    const resume = toJsonResume(profile(), { email: 'asha@example.in' });
    expect(validate({ ...resume, work: [{ ...resume.work[0], startDate: 'April 2021' }] })).toBe(false);
  });
});
