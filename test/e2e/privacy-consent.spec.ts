// Boundary: browser -> sign-up (notice, date of birth), the consents page, the matching candidates of an employer -> /api/v1 (accounts, privacy, profile, jobs, matching) -> DynamoDB Local, the local bus and the SES stand-in.
import type { Page } from '@playwright/test';
import { AGE_MESSAGES } from '../../shared/privacy/age';
import { NOTICE_VERSION } from '../../shared/privacy/notice';
import { PROFILE_API } from '../../shared/profile/profile';
import { axeViolations } from './axe';
import { codeFrom, SUBJECTS, test, uniqueEmail, viewerAddressFor } from './fixtures';
import { expect, jobCard, postJob, storeResume, uniqueTitle } from './jobs-support';
import { fillProfileThroughApi } from './profile-support';
import { WEB_URL } from './stack';

test.describe.configure({ timeout: 240_000 });

/** A date of birth `years` years before today, as the date field takes it. */
function bornAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 7);
  return date.toISOString().slice(0, 10);
}

async function fillSignUp(page: Page, email: string, dateOfBirth: string) {
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel(/email address/i).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng-pass!');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Str0ng-pass!');
  await page.getByLabel('Date of birth').fill(dateOfBirth);
  await page.getByLabel('I accept the Terms and Conditions').check();
  await page.getByLabel('I accept the Privacy Policy').check();
  await page.getByLabel(/I consent to Jobmatch processing my personal data/).check();
}

test('sign-up shows the notice and records consent; a 15-year-old is refused; a candidate who withdraws matching leaves the employer’s matching candidates', async ({
  page,
  browser,
  login,
  request,
  mailbox,
}) => {
  // A 15-year-old is told kindly, and nothing is sent: the form stays, no code step.
  await page.goto('/signup');
  const notice = page.getByRole('region', { name: 'How Jobmatch uses your data' });
  await expect(notice.getByText('Job matching.')).toBeVisible();
  await expect(notice.getByText(`Privacy notice version ${NOTICE_VERSION}`)).toBeVisible();
  await fillSignUp(page, uniqueEmail('candidate'), bornAgo(15));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(AGE_MESSAGES.underMinimum)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // An adult signs up under the notice; the consent is recorded with its version.
  const email = uniqueEmail('candidate');
  await fillSignUp(page, email, '1996-03-14');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  const code = codeFrom(await mailbox.waitFor({ to: email, subject: SUBJECTS.registration }));
  await page.getByLabel('Digit 1 of 6').fill(code);
  await expect(page).toHaveURL(/\/welcome/);

  await page.goto('/account');
  await page.getByRole('link', { name: 'Manage your consents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your consents' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText(
    `Your account and applications given at sign-up (notice ${NOTICE_VERSION})`,
  );
  expect(await axeViolations(page)).toEqual([]);

  // A complete public profile, and matching given on the consents page.
  await storeResume(page);
  const profile = await fillProfileThroughApi(
    request,
    { email, password: 'Str0ng-pass!' },
    { isPublic: true },
  );
  const token = await page.evaluate(
    () =>
      sessionStorage.getItem('jobmatch.auth.accessToken') ??
      localStorage.getItem('jobmatch.auth.accessToken'),
  );
  const preferences = await request.patch(`/api/v1${PROFILE_API.jobPreferences}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      isOpenToRemote: true,
      isOpenToHybrid: true,
      isOpenToOnSite: true,
      location: 'Thiruvananthapuram',
      preferredLocations: ['Bengaluru', 'Chennai'],
      jobTypes: ['FULL_TIME'],
      availability: '1 month',
      currentSalary: 1_000_000,
      expectedSalaryMin: 1_200_000,
      expectedSalaryMax: 2_000_000,
      currency: 'INR',
    },
  });
  expect(preferences.ok(), await preferences.text()).toBe(true);
  await page.reload();
  const purposes = page.getByRole('region', { name: 'What you agreed to' });
  await purposes.getByRole('button', { name: 'Give consent for Job matching' }).click();
  await expect(page.getByText('Consent given: Job matching.')).toBeVisible();

  // The demo employer posts a job that fits, and finds the candidate among its matching candidates.
  const { title, keyword } = uniqueTitle('Consent Ledger Engineer');
  const employerContext = await browser.newContext({
    baseURL: WEB_URL,
    extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#employer`) },
  });
  const employer = await employerContext.newPage();
  await login('employer', { page: employer });
  await employer.goto('/employer/dashboard');
  await employer.getByRole('button', { name: 'Post New Job' }).click();
  await postJob(employer, {
    title,
    location: 'Chennai, Tamil Nadu',
    skills: ['Java', 'Kafka', `Zq${keyword}`],
  });
  await employer.goto('/my-jobs');
  await jobCard(employer, title)
    .getByRole('link', { name: /^View applications \(0\)/ })
    .click();
  await employer.getByRole('tab', { name: 'Matching candidates' }).click();
  const row = employer
    .getByRole('listitem')
    .filter({ has: employer.locator(`a[href="/profile/${profile.userId}"]`) });
  await expect(async () => {
    await employer.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass();

  // One click withdraws matching: recorded, and the candidate leaves the employer's list.
  await purposes.getByRole('button', { name: 'Withdraw for Job matching' }).click();
  await expect(page.getByText('Consent withdrawn: Job matching.')).toBeVisible();
  await expect(history).toContainText('Job matching withdrawn on this page');
  await expect(async () => {
    await employer.reload();
    await expect(employer.getByRole('tab', { name: 'Matching candidates' })).toBeVisible();
    await expect(row).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
  await employerContext.close();
});
