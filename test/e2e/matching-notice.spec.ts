// Boundary: browser -> employer-jobs (job form), jobs (job page), matching and profile features -> /api/v1 -> DynamoDB Local, with Job Changed and the candidate's matching change through the local bus: a job's accepted notice period in the match's reasons.
import { NOTICE_REASONS } from '../../shared/matching/notice';
import { PROFILE_API } from '../../shared/profile/profile';
import { axeViolations } from './axe';
import { test, viewerAddressFor } from './fixtures';
import { expect, fillJob, storeResume, uniqueTitle } from './jobs-support';
import { fillProfileThroughApi } from './profile-support';
import { WEB_URL } from './stack';

test.describe.configure({ timeout: 240_000 });

test('a job that accepts 30 days of notice tells a candidate on 3 months that their notice is too long, and names the day they can join once they can buy it out', async ({
  page,
  browser,
  login,
  signUp,
  request,
}) => {
  const account = await signUp({ firstName: 'Kavya' });
  await login(account);
  await storeResume(page);
  await fillProfileThroughApi(request, account, { isPublic: true });
  const token = await page.evaluate(
    () =>
      sessionStorage.getItem('jobmatch.auth.accessToken') ??
      localStorage.getItem('jobmatch.auth.accessToken'),
  );
  const preferences = {
    isOpenToRemote: true,
    isOpenToHybrid: true,
    isOpenToOnSite: true,
    location: 'Chennai',
    preferredLocations: ['Chennai'],
    jobTypes: ['FULL_TIME'],
    availability: '3 months',
    canBuyOutNotice: false,
    currentSalary: 1_000_000,
    expectedSalaryMin: 1_200_000,
    expectedSalaryMax: 2_000_000,
    currency: 'INR',
  };
  const save = (data: typeof preferences) =>
    request.patch(`/api/v1${PROFILE_API.jobPreferences}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
  expect((await save(preferences)).ok()).toBe(true);
  await page.goto('/recommended-jobs');
  await page.getByRole('button', { name: 'Enable Matching' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search matches' })).toBeVisible();

  // The employer posts a job that accepts at most 30 days of notice.
  const { title, keyword } = uniqueTitle('Settlement Platform Engineer');
  const employerContext = await browser.newContext({
    baseURL: WEB_URL,
    extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#employer`) },
  });
  const employer = await employerContext.newPage();
  await login('employer', { page: employer });
  await employer.goto('/employer/dashboard');
  await employer.getByRole('button', { name: 'Post New Job' }).click();
  await fillJob(employer, { title, location: 'Chennai, Tamil Nadu', skills: ['Java', 'Kafka'] });
  const dialog = employer.getByRole('dialog');
  await dialog.getByLabel('Longest notice period accepted').selectOption({ label: 'Up to 30 days' });
  await dialog.screenshot({ path: 'test-results/matching-notice/job-form-desktop.png' });
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(dialog).toBeHidden();
  await employerContext.close();

  // The candidate's match says why it is weaker.
  await page.getByRole('searchbox', { name: 'Search matches' }).fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByTestId('match-card').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const reasons = card.getByRole('list', { name: 'Why it matches' });
  await expect(reasons.getByText(NOTICE_REASONS.tooLong)).toBeVisible();
  await card.screenshot({ path: 'test-results/matching-notice/card-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: 'test-results/matching-notice/card-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(await axeViolations(page)).toEqual([]);

  // The job page states the limit.
  await card.getByRole('link', { name: 'View Job' }).click();
  await expect(page.getByRole('term').filter({ hasText: 'Notice period' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Up to 30 days' })).toBeVisible();
  await page.screenshot({ path: 'test-results/matching-notice/job-page-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/matching-notice/job-page-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Able to buy the notice out, the candidate can join within the job's 30 days: the line names the day.
  expect((await save({ ...preferences, canBuyOutNotice: true })).ok()).toBe(true);
  await page.goto(`/recommended-jobs?search=${keyword}`);
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(reasons.getByText(/^Can join by \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(reasons.getByText(NOTICE_REASONS.tooLong)).toHaveCount(0);
});
