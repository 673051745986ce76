// Boundary: the profile API over HTTP (local API host) against DynamoDB Local, including account deletion.
import { describe, expect, it } from 'vitest';
import { bearer, signInOverHttp, signUpOverHttp, uniqueEmail } from '../../test/support/accounts';
import { callApi } from '../../test/support/api';
import { profiles } from '../model/profiles';

async function newCandidate() {
  const email = uniqueEmail('cand');
  const session = await signUpOverHttp(email);
  const user = (session.json.data as { user: { id: string } }).user;
  return { email, headers: bearer(session), id: user.id };
}

const header = {
  firstName: 'Divya',
  lastName: 'Pillai',
  title: 'Backend Engineer',
  location: 'Kochi',
  summary: 'Backend engineer building payment systems in Java and Go for Indian fintech companies.',
};
const preferences = {
  isOpenToRemote: true,
  isOpenToHybrid: false,
  isOpenToOnSite: true,
  location: 'Kochi',
  preferredLocations: ['Bangalore', 'Kochi'],
  jobTypes: ['FULL_TIME'],
  availability: '1 month',
  currentSalary: 1_200_000,
  expectedSalaryMin: 1_500_000,
  expectedSalaryMax: 2_000_000,
  currency: 'INR',
};
const work = {
  companyName: 'Razorpay',
  position: 'Software Engineer',
  startDate: '2021-07',
  endDate: '2023-12',
  isCurrent: false,
};
const education = {
  institution: 'NIT Calicut',
  degree: 'B.Tech / B.E.',
  fieldOfStudy: 'Computer Science',
  startDate: '2017-08',
  endDate: '2021-05',
  isCurrent: false,
};

const percent = (response: { json: Record<string, unknown> }) =>
  (response.json.data as { profileCompletionPercentage: number }).profileCompletionPercentage;

describe('own profile', () => {
  it('starts empty, with no work preference or authorization presumed', async () => {
    const { headers } = await newCandidate();
    const response = await callApi('/profile', { headers });
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({
      firstName: 'Kavya',
      currency: 'INR',
      isOpenToRemote: false,
      isOpenToHybrid: false,
      isOpenToOnSite: false,
      workAuthorization: null,
      workExperiences: [],
      profileCompletionPercentage: 0,
      matchingEnabled: false,
      isOwn: true,
    });
  });

  // The spec's weights add up to 110, not the 100 it says; the percentage is the rounded share of 110.
  it('keeps every section and moves completion by the spec weights', async () => {
    const { headers } = await newCandidate();
    const steps: [string, string, unknown, number][] = [
      ['PATCH', '/profile/header', header, 14],
      [
        'PATCH',
        '/profile/experience',
        {
          experienceYears: 3,
          currentPositionTitle: 'Software Engineer',
          currentCompany: 'Razorpay',
          industryExperience: 'Fintech',
        },
        27,
      ],
      [
        'PATCH',
        '/profile/skills',
        {
          currentRole: 'Backend Engineer',
          technicalSkills: [' Java ', 'Go', 'PostgreSQL'],
          languages: ['English', 'Malayalam'],
        },
        36,
      ],
      ['POST', '/profile/work-experience', work, 45],
      ['POST', '/profile/education', education, 55],
      ['PATCH', '/profile/job-preferences', preferences, 77],
    ];
    for (const [method, path, body, expected] of steps) {
      const response = await callApi(path, { method, headers, body });
      expect(response.status, path).toBeLessThan(300);
      expect(percent(response), path).toBe(expected);
    }
    await callApi('/profile/links', {
      method: 'PATCH',
      headers,
      body: { linkedin: 'https://www.linkedin.com/in/divya-pillai', github: '', portfolio: null },
    });
    await callApi('/profile/additional-info', {
      method: 'PATCH',
      headers,
      body: { gender: 'Female', workAuthorization: 'Authorized to work in India' },
    });

    const reread = await callApi('/profile', { headers });
    expect(reread.json.data).toMatchObject({
      firstName: 'Divya',
      title: 'Backend Engineer',
      technicalSkills: ['Java', 'Go', 'PostgreSQL'],
      experienceLevel: 'mid',
      expectedSalaryMax: 2_000_000,
      linkedinUrl: 'https://www.linkedin.com/in/divya-pillai',
      githubUrl: null,
      gender: 'Female',
      profileCompletionPercentage: 77,
      hasRequiredMatchingData: false,
    });
    expect(
      (reread.json.data as { completion: { missingFields: string[] } }).completion.missingFields,
    ).toEqual(['Upload your resume - required for all candidates']);
    const me = await callApi('/users/me', { headers });
    expect(me.json.data).toMatchObject({ firstName: 'Divya', lastName: 'Pillai' });
  });

  it('refuses duplicate skills case-insensitively with the spec message', async () => {
    const { headers } = await newCandidate();
    const response = await callApi('/profile/skills', {
      method: 'PATCH',
      headers,
      body: { currentRole: 'Engineer', technicalSkills: ['React', ' react '], languages: [] },
    });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe('This skill is already in your list');
  });

  it.each([
    [{ ...work, endDate: null }, 'End date is required when not currently working here'],
    [{ ...work, endDate: '2020-01' }, 'End date must be after start date'],
    [{ ...work, companyName: ' ' }, 'Company name is required'],
    [{ ...work, position: '' }, 'Position is required'],
    [{ ...work, startDate: '' }, 'Start date is required'],
  ])('refuses a work experience with the spec message: %#', async (body, message) => {
    const { headers } = await newCandidate();
    const response = await callApi('/profile/work-experience', { method: 'POST', headers, body });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe(message);
    const profile = await callApi('/profile', { headers });
    expect((profile.json.data as { workExperiences: unknown[] }).workExperiences).toHaveLength(0);
  });

  it('clears the end date of a current job, updates and deletes entries, answering with the list', async () => {
    const { headers } = await newCandidate();
    const added = await callApi('/profile/work-experience', {
      method: 'POST',
      headers,
      body: { ...work, isCurrent: true, endDate: '2024-01' },
    });
    const [entry] = (added.json.data as { workExperiences: { id: string; endDate: string | null }[] })
      .workExperiences;
    expect(entry?.endDate).toBeNull();
    const updated = await callApi(`/profile/work-experience/${entry?.id}`, {
      method: 'PUT',
      headers,
      body: { ...work, position: 'Senior Software Engineer' },
    });
    expect(
      (updated.json.data as { workExperiences: { position: string }[] }).workExperiences[0]?.position,
    ).toBe('Senior Software Engineer');
    const deleted = await callApi(`/profile/work-experience/${entry?.id}`, { method: 'DELETE', headers });
    expect((deleted.json.data as { workExperiences: unknown[] }).workExperiences).toEqual([]);
  });

  it("never touches another candidate's entries", async () => {
    const owner = await newCandidate();
    const other = await newCandidate();
    const added = await callApi('/profile/education', {
      method: 'POST',
      headers: owner.headers,
      body: education,
    });
    const entryId = (added.json.data as { educations: { id: string }[] }).educations[0]?.id;
    for (const method of ['PUT', 'DELETE']) {
      const response = await callApi(`/profile/education/${entryId}`, {
        method,
        headers: other.headers,
        body: method === 'PUT' ? education : undefined,
      });
      expect(response.status).toBe(404);
    }
    const ownerProfile = await callApi('/profile', { headers: owner.headers });
    expect((ownerProfile.json.data as { educations: unknown[] }).educations).toHaveLength(1);
  });

  it('loses no entry when several are added at once', async () => {
    const { headers } = await newCandidate();
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        callApi('/profile/certifications', {
          method: 'POST',
          headers,
          body: { name: `Cert ${i}`, issuer: 'AWS' },
        }),
      ),
    );
    const createdCount = responses.filter((response) => response.status === 201).length;
    expect(responses.every((response) => response.status === 201 || response.status === 409)).toBe(true);
    const profile = await callApi('/profile', { headers });
    expect((profile.json.data as { certifications: unknown[] }).certifications).toHaveLength(createdCount);
  });

  it('refuses to enable matching without a resume, salary and experience, with the spec message', async () => {
    const { headers } = await newCandidate();
    const response = await callApi('/profile/enable-matching', { method: 'POST', headers });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(
      'Candidate profile incomplete. Missing salary expectations or experience data.',
    );
  });
});

describe('who may read a profile', () => {
  it('shows a profile to its owner and not to another candidate, public or not', async () => {
    const candidate = await newCandidate();
    const otherCandidate = await newCandidate();
    const path = `/candidates/${candidate.id}`;

    expect((await callApi(path, { headers: otherCandidate.headers })).status).toBe(404);
    expect((await callApi(path, { headers: candidate.headers })).status).toBe(200);
    await callApi('/profile/visibility', {
      method: 'PUT',
      headers: candidate.headers,
      body: { isPublic: true },
    });
    expect((await callApi(path, { headers: otherCandidate.headers })).status).toBe(404);
  });

  it('keeps employers out of the candidate-only routes', async () => {
    const employer = await signInOverHttp('hiring@acmetech.in', 'Jobmatch@2025');
    expect((await callApi('/profile', { headers: bearer(employer) })).status).toBe(403);
  });
});

describe('account deletion', () => {
  it('ends sign-in, makes the profile unreadable and removes it', async () => {
    const candidate = await newCandidate();
    await callApi('/profile/header', { method: 'PATCH', headers: candidate.headers, body: header });
    await callApi('/profile/visibility', {
      method: 'PUT',
      headers: candidate.headers,
      body: { isPublic: true },
    });

    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers: candidate.headers,
      body: { currentPassword: 'Kavya@2025' },
    });
    expect(deleted.status).toBe(200);

    expect((await signInOverHttp(candidate.email, 'Kavya@2025')).status).toBe(401);
    expect((await callApi('/profile', { headers: candidate.headers })).status).toBe(401);
    const employer = await signInOverHttp('hiring@acmetech.in', 'Jobmatch@2025');
    expect((await callApi(`/candidates/${candidate.id}`, { headers: bearer(employer) })).status).toBe(404);

    for (let i = 0; i < 50; i++) {
      if (!(await profiles().get({ userId: candidate.id }).go()).data) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await profiles().get({ userId: candidate.id }).go()).data).toBeNull();
  });
});
