// Boundary: none (test helpers) - profile page locators and a profile filled through the API for the profile specs.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Profile } from '../../shared/profile/profile';
import { PROFILE_API } from '../../shared/profile/profile';
import { type Credentials, expect } from './fixtures';

/** The number the completion indicator shows (its progress bar's value). */
export async function completionOf(page: Page): Promise<number> {
  const bar = page.getByRole('progressbar', { name: 'Profile completion' });
  await expect(bar).toBeVisible();
  return Number(await bar.getAttribute('aria-valuenow'));
}

/**
 * Waits until a profile page has loaded (its name, or the 'not available' notice, as the h1). Generous,
 * because a busy machine running several browsers can take a while to answer the first GET.
 */
export async function waitForProfile(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** The open edit modal or confirmation (only one is ever open). */
export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

/** A card of the profile page, found by its heading. */
export function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Saves the open modal and waits for it to close on the toast it announces. */
export async function save(page: Page, modal: Locator, toast: string): Promise<void> {
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
  await expect(modal).toBeHidden();
}

async function signIn(request: APIRequestContext, who: Credentials): Promise<string> {
  const response = await request.post('/api/v1/auth/secure-login', {
    data: { email: who.email, password: who.password, rememberMe: false },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { accessToken: string } };
  return data.accessToken;
}

/**
 * Fills every section of a new candidate's profile through the API, for the specs whose subject is the
 * page around a full profile (layout, accessibility), not the editing (which profile-editing covers).
 */
export async function fillProfileThroughApi(
  request: APIRequestContext,
  who: Credentials,
  { isPublic = false }: { isPublic?: boolean } = {},
): Promise<Profile> {
  const headers = { authorization: `Bearer ${await signIn(request, who)}` };
  const send = async (method: 'patch' | 'post' | 'put', path: string, data: unknown) => {
    const response = await request[method](`/api/v1${path}`, { headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: Profile }).data;
  };
  await send('patch', PROFILE_API.header, {
    firstName: 'Asha',
    lastName: 'Rao',
    title: 'Senior Backend Engineer with a very long professional headline that has to wrap',
    location: 'Thiruvananthapuram, Kerala',
    summary:
      'Backend engineer with seven years of building payment and lending platforms for Indian fintechs, at scale.',
  });
  await send('patch', PROFILE_API.jobPreferences, {
    isOpenToRemote: true,
    isOpenToHybrid: true,
    isOpenToOnSite: false,
    location: 'Thiruvananthapuram',
    preferredLocations: ['Bengaluru', 'Kochi', 'Chennai'],
    jobTypes: ['FULL_TIME', 'CONTRACT'],
    availability: '2 months',
    currentSalary: 2_400_000,
    expectedSalaryMin: 3_000_000,
    expectedSalaryMax: 3_600_000,
    currency: 'INR',
  });
  await send('patch', PROFILE_API.skills, {
    currentRole: 'Senior Backend Engineer',
    technicalSkills: ['Java', 'Spring Boot', 'Kafka', 'PostgreSQL', 'Kubernetes', 'Amazon Web Services'],
    languages: ['English', 'Malayalam', 'Hindi'],
  });
  await send('patch', PROFILE_API.experience, {
    experienceYears: 7,
    currentPositionTitle: 'Senior Software Engineer',
    currentCompany: 'Example Payments Private Limited',
    industryExperience: 'Financial Services',
  });
  await send('post', PROFILE_API.workExperience, {
    companyName: 'Example Payments Private Limited',
    position: 'Senior Software Engineer',
    location: 'Bengaluru',
    startDate: '2021-07',
    endDate: null,
    isCurrent: true,
    description: 'Owns the settlement service that moves ₹2,000 crore a month.',
    achievements: ['Cut settlement time from T+2 to T+1', 'Mentored six engineers'],
    companyUrl: 'https://payments.example.com',
  });
  await send('post', PROFILE_API.education, {
    institution: 'College of Engineering Trivandrum',
    degree: 'B.Tech / B.E.',
    fieldOfStudy: 'Computer Science',
    startDate: '2012-08',
    endDate: '2016-05',
    isCurrent: false,
    grade: '8.4 CGPA',
    location: 'Thiruvananthapuram',
    description: null,
  });
  await send('post', PROFILE_API.certifications, {
    name: 'AWS Certified Solutions Architect - Associate',
    issuer: 'Amazon Web Services',
    issueDate: '2022-03',
    expiryDate: '2025-03',
    credentialUrl: 'https://credentials.example.com/aws-saa',
  });
  await send('patch', PROFILE_API.links, {
    linkedin: 'https://www.linkedin.com/in/asha-rao-example',
    portfolio: 'https://asha.example.com',
    github: 'https://github.com/asha-rao-example',
  });
  const filled = await send('patch', PROFILE_API.additionalInfo, {
    gender: 'Female',
    workAuthorization: 'Authorized to work in India',
  });
  return isPublic ? send('put', PROFILE_API.visibility, { isPublic: true }) : filled;
}
