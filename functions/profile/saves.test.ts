// Boundary: what saves of the profile may store (byte budget, list caps, links) and how saves of different
// sections at once behave, over HTTP against DynamoDB Local.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { Profile } from '../../shared/profile/profile';
import type { parsedResumeSchema } from '../../shared/resume/populate';
import { callApi } from '../../test/support/api';
import { candidate, type TestAccount } from '../../test/support/marketplace';
import { changeOf, PROFILE_TOO_LARGE, ProfileTooLargeError, writeChange } from '../model/profile-writes';

type ParsedResume = z.infer<typeof parsedResumeSchema>;

const profileOf = async (who: TestAccount) =>
  (await callApi('/profile', { headers: who.headers })).json.data as Profile;

/** Devanagari takes three bytes a character in UTF-8: schema-valid text, three times the bytes. */
const devanagari = (length: number) => 'क'.repeat(length);
const heavyWork = (i: number) => ({
  companyName: `कंपनी ${i}`,
  position: 'सॉफ्टवेयर इंजीनियर',
  startDate: '2020-01',
  endDate: '2021-01',
  isCurrent: false,
  description: devanagari(4000),
  achievements: Array.from({ length: 20 }, () => devanagari(500)),
});

function parsedResume(overrides: Partial<ParsedResume> = {}): ParsedResume {
  return {
    personalInfo: { firstName: '', lastName: '', email: '', phone: '', location: '', title: '' },
    links: [],
    workExperiences: [],
    educations: [],
    certifications: [],
    skills: { technical: [], languages: [] },
    calculatedData: {
      totalExperienceYears: 0,
      currentRole: '',
      currentCompany: '',
      highestDegree: null,
      latestInstitution: '',
      graduationYear: null,
    },
    ...overrides,
  };
}

const populate = (who: TestAccount, parsedData: ParsedResume) =>
  callApi('/resume/populate-profile', {
    method: 'POST',
    headers: who.headers,
    body: { parsedData, shouldPopulateProfile: true, userConfirmed: true },
  });

describe('the byte budget', () => {
  it('refuses, with a 400 that says why, the entry that would push the profile past its item', async () => {
    const person = await candidate(false);
    const statuses: number[] = [];
    for (let i = 0; i < 12 && !statuses.includes(400); i++) {
      const response = await callApi('/profile/work-experience', {
        method: 'POST',
        headers: person.headers,
        body: heavyWork(i),
      });
      statuses.push(response.status);
      if (response.status === 400) expect(response.json.message).toBe(PROFILE_TOO_LARGE);
    }
    expect(statuses.at(-1)).toBe(400);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    const profile = await profileOf(person);
    expect(profile.workExperiences).toHaveLength(statuses.length - 1);
  });

  it("answers DynamoDB's own size refusal as the same 400, with or without the names", async () => {
    const person = await candidate(false);
    const huge = { summary: devanagari(150_000) };
    const names = { firstName: 'Kavya', lastName: 'Menon' };
    for (const withNames of [undefined, names]) {
      await expect(writeChange(person.record.id, changeOf({}, huge), withNames)).rejects.toBeInstanceOf(
        ProfileTooLargeError,
      );
    }
    expect((await profileOf(person)).summary).toBeNull();
  });

  it('still takes saves that do not grow a profile stored over the budget', async () => {
    const person = await candidate(false);
    await writeChange(person.record.id, changeOf({}, { summary: 'a'.repeat(360_000) }));
    const madePublic = await callApi('/profile/visibility', {
      method: 'PUT',
      headers: person.headers,
      body: { isPublic: true },
    });
    expect(madePublic.status).toBe(200);
    const grown = await callApi('/profile/certifications', {
      method: 'POST',
      headers: person.headers,
      body: { name: 'AWS Solutions Architect', issuer: 'AWS' },
    });
    expect(grown.status).toBe(400);
  });
});

describe('populate-profile', () => {
  const work = (call: number, i: number) => ({
    position: 'Engineer',
    companyName: `Company ${call}-${i}`,
    startDate: '2020-01',
    endDate: '2021-01',
    isCurrent: false,
  });

  it('keeps the caps of every list, however many calls', async () => {
    const person = await candidate(false);
    for (let call = 0; call < 3; call++) {
      const response = await populate(
        person,
        parsedResume({
          workExperiences: Array.from({ length: 50 }, (_, i) => work(call, i)),
          educations: Array.from({ length: 50 }, (_, i) => ({
            degree: 'B.Tech',
            institution: `College ${call}-${i}`,
            fieldOfStudy: '',
            endDate: '2020-05',
          })),
          certifications: Array.from({ length: 50 }, (_, i) => `Certificate ${call}-${i}`),
          skills: {
            technical: Array.from({ length: 100 }, (_, i) => `Skill ${call}-${i}`),
            languages: Array.from({ length: 20 }, (_, i) => `Language ${call}-${i}`),
          },
        }),
      );
      expect(response.status).toBe(200);
    }
    const profile = await profileOf(person);
    expect(profile.workExperiences).toHaveLength(50);
    expect(profile.educations).toHaveLength(50);
    expect(profile.certifications).toHaveLength(50);
    expect(profile.technicalSkills).toHaveLength(60);
    expect(profile.languages).toHaveLength(20);
  });

  it('stores only links the links section accepts', async () => {
    const smuggled = await candidate(false);
    await populate(
      smuggled,
      parsedResume({
        links: ['http:javascript:alert(1)//github.com/kavya', 'javascript:alert(1)//linkedin.com/in/kavya'],
      }),
    );
    expect(await profileOf(smuggled)).toMatchObject({ githubUrl: null, linkedinUrl: null });

    const honest = await candidate(false);
    await populate(
      honest,
      parsedResume({
        links: ['linkedin.com/in/kavya-menon', 'https://github.com/kavya', 'evil.example/github.com/x'],
      }),
    );
    expect(await profileOf(honest)).toMatchObject({
      linkedinUrl: 'https://linkedin.com/in/kavya-menon',
      githubUrl: 'https://github.com/kavya',
    });
  });
});

describe('saves of different sections at once', () => {
  it('all succeed and all land: twenty parallel saves', async () => {
    const person = await candidate(false);
    const { headers } = person;
    const header = { firstName: 'Divya', lastName: 'Pillai', title: 'Backend Engineer', location: 'Kochi' };
    await callApi('/profile/header', { method: 'PATCH', headers, body: header });

    const saves: [string, string, unknown][] = [
      ['PATCH', '/profile/header', { ...header, summary: 'Builds payment systems.' }],
      [
        'PATCH',
        '/profile/job-preferences',
        {
          isOpenToRemote: true,
          isOpenToHybrid: false,
          isOpenToOnSite: true,
          location: 'Kochi',
          preferredLocations: ['Pune'],
          jobTypes: ['FULL_TIME'],
          availability: '1 month',
          currentSalary: 1_200_000,
          currency: 'INR',
        },
      ],
      [
        'PATCH',
        '/profile/skills',
        { currentRole: 'Engineer', technicalSkills: ['Go'], languages: ['Hindi'] },
      ],
      [
        'PATCH',
        '/profile/experience',
        {
          experienceYears: 4,
          currentPositionTitle: 'Engineer',
          currentCompany: 'Razorpay',
          industryExperience: 'Fintech',
        },
      ],
      ['PATCH', '/profile/education', { degree: 'B.Tech', institution: 'NIT Calicut', graduationYear: 2020 }],
      ['PATCH', '/profile/links', { github: 'https://github.com/divya' }],
      ['PATCH', '/profile/additional-info', { gender: 'Female' }],
      ['PUT', '/profile/visibility', { isPublic: true }],
      ...Array.from({ length: 4 }, (_, i): [string, string, unknown] => [
        'POST',
        '/profile/work-experience',
        { companyName: `Company ${i}`, position: 'Engineer', startDate: '2020-01', isCurrent: true },
      ]),
      ...Array.from({ length: 4 }, (_, i): [string, string, unknown] => [
        'POST',
        '/profile/education',
        { institution: `College ${i}`, degree: 'B.Tech', startDate: '2016-07', isCurrent: true },
      ]),
      ...Array.from({ length: 4 }, (_, i): [string, string, unknown] => [
        'POST',
        '/profile/certifications',
        { name: `Certificate ${i}`, issuer: 'AWS' },
      ]),
    ];
    expect(saves).toHaveLength(20);
    const responses = await Promise.all(
      saves.map(([method, path, body]) => callApi(path, { method, headers, body })),
    );
    expect(responses.map((response) => response.status)).toEqual(
      saves.map(([method]) => (method === 'POST' ? 201 : 200)),
    );

    expect(await profileOf(person)).toMatchObject({
      summary: 'Builds payment systems.',
      currentSalary: 1_200_000,
      technicalSkills: ['Go'],
      experienceYears: 4,
      institution: 'NIT Calicut',
      githubUrl: 'https://github.com/divya',
      gender: 'Female',
      isPublic: true,
      workExperiences: expect.toSatisfy((list: unknown[]) => list.length === 4),
      educations: expect.toSatisfy((list: unknown[]) => list.length === 4),
      certifications: expect.toSatisfy((list: unknown[]) => list.length === 4),
    });
  });
});

describe('the notice buy-out box', () => {
  it('survives a job-preferences save that does not send it, and clears only when sent unticked', async () => {
    const person = await candidate(false);
    const { headers } = person;
    const preferences = {
      isOpenToRemote: true,
      isOpenToHybrid: false,
      isOpenToOnSite: true,
      location: 'Pune',
      preferredLocations: [],
      jobTypes: ['FULL_TIME'],
      availability: '2 months',
      currentSalary: 900_000,
      currency: 'INR',
    };
    const save = (body: object) => callApi('/profile/job-preferences', { method: 'PATCH', headers, body });

    expect((await save({ ...preferences, canBuyOutNotice: true })).status).toBe(200);
    // An older client (or another screen) that knows nothing of the box saves the rest of the section.
    expect((await save({ ...preferences, currentSalary: 950_000 })).status).toBe(200);
    expect(await profileOf(person)).toMatchObject({
      canBuyOutNotice: true,
      currentSalary: 950_000,
    });

    expect((await save({ ...preferences, canBuyOutNotice: false })).status).toBe(200);
    expect((await profileOf(person)).canBuyOutNotice).toBe(false);
  });
});
