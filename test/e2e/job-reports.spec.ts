// Boundary: browser -> job-reports (the job page's "Report this job") and admin-job-reports (Reported Jobs) features -> /api/v1 (reports, the queue, the decision) -> DynamoDB Local, with Job Changed through the local bus to the search index and Job Reports Decided to the SES stand-in.
/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import { REPORT_MESSAGES } from '../../shared/jobs/reports';
import { axeViolations } from './axe';
import { apiToken, DEMO_ACCOUNTS, DEMO_PASSWORD, test } from './fixtures';
import { expect, uniqueTitle } from './jobs-support';

test.describe.configure({ timeout: 240_000 });
// A new candidate has no matching data yet: the job page's match panel asks for theirs and is answered 400
// (the matching screens' own specs cover that answer).
test.use({ allowedConsoleErrors: /status of 400/ });

/** The page at the desktop size and at a 390 px phone, in the test's output folder. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing is wider than the phone: no sideways scrolling.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** How many jobs a search for the word finds (search follows Job Changed through the bus). */
async function searchTotal(request: APIRequestContext, word: string): Promise<number> {
  const response = await request.get(`/api/v1/jobs/search?search=${word}`);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

test('three reports hide a job from search; an admin restores it and the reporter is mailed the outcome', async ({
  page,
  browser,
  request,
  signUp,
  login,
  mailbox,
}) => {
  // The demo employer posts a job (through the API: posting has its own tests).
  const { title, keyword } = uniqueTitle('Accounts Executive');
  const employerToken = await apiToken(request, { email: DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD });
  const posted = await request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${employerToken}` },
    data: {
      title,
      description: 'Keep the books of a growing retail chain in Pune, with a friendly finance team.',
      requirements: 'Tally\nGST returns',
      responsibilities: '',
      benefits: '',
      jobType: 'FULL_TIME',
      location: 'Pune',
      isRemote: false,
      isHybrid: false,
      salaryMin: 400_000,
      salaryMax: 600_000,
      currency: 'INR',
      experienceMin: 1,
      experienceMax: 4,
      contactEmail: null,
      skills: ['Tally'],
      category: 'NON_IT',
      function: 'finance',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: string } }).data.id;
  await expect.poll(() => searchTotal(request, keyword)).toBe(1);

  // A visitor's "Report this job" leads to sign-in and back to the job.
  const reporter = await signUp({ firstName: 'Nisha' });
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Report this job' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/jobs/${jobId}`)}`));
  await expect(page.getByText(REPORT_MESSAGES.signInToReport)).toBeVisible();
  await page.getByLabel('Email address').fill(reporter.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(reporter.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));

  // The dialog asks for a reason, then takes the report and says so.
  await page.getByRole('button', { name: 'Report this job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this job' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(REPORT_MESSAGES.reasonRequired)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Scam or asks for money' }).check();
  await dialog
    .getByLabel('Anything else we should know? (optional)')
    .fill('They asked me for a ₹2,000 training fee.');
  expect(await axeViolations(page, 'dialog'), 'report dialog').toEqual([]);
  await screenshots(page, 'report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(REPORT_MESSAGES.reported)).toBeVisible();
  await expect(page.getByText(REPORT_MESSAGES.youReported)).toBeVisible();
  await page.reload();
  await expect(page.getByText(REPORT_MESSAGES.youReported)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report this job' })).toHaveCount(0);
  expect(await axeViolations(page), 'job page, reported').toEqual([]);

  // Two more people report it (through the API); the third report hides the job from search at once.
  await expect.poll(() => searchTotal(request, keyword)).toBe(1);
  for (const name of ['Farhan', 'Lakshmi']) {
    const other = await signUp({ firstName: name });
    const token = await apiToken(request, other);
    const reported = await request.post(`/api/v1/jobs/${jobId}/reports`, {
      headers: { authorization: `Bearer ${token}` },
      data: { reason: 'fake' },
    });
    expect(reported.status(), await reported.text()).toBe(201);
  }
  await expect.poll(() => searchTotal(request, keyword)).toBe(0);
  expect((await request.get(`/api/v1/jobs/${jobId}`)).status()).toBe(404);

  // The admin's queue shows it with its reasons, the reporter's words and the poster's history.
  // The admin works in a browser of their own, beside the reporter's.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await adminContext.newPage();
  await login('admin', { page: adminPage });
  await adminPage.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true }).first().click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Reported Jobs' })).toBeVisible();
  const card = adminPage
    .getByRole('listitem')
    .filter({ has: adminPage.getByRole('heading', { name: title }) });
  await expect(card.getByText(/^Hidden from search since /)).toBeVisible();
  await expect(card.getByText('3 reports')).toBeVisible();
  await expect(card.getByText('They asked me for a ₹2,000 training fee.')).toBeVisible();
  await expect(card.getByText(/removed in the last 90 days/)).toBeVisible();
  expect(await axeViolations(adminPage), '/admin/job-reports').toEqual([]);
  await screenshots(adminPage, 'report-queue');

  // Restoring puts it back in search and mails the reporter the outcome.
  await card.getByRole('button', { name: 'Restore job' }).click();
  const decision = adminPage.getByRole('dialog', { name: `Restore job: ${title}` });
  expect(await axeViolations(adminPage, 'dialog'), 'restore dialog').toEqual([]);
  await decision.getByRole('button', { name: 'Restore job' }).click();
  await expect(decision).toBeHidden();
  await expect(adminPage.getByText(REPORT_MESSAGES.restored)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect.poll(() => searchTotal(request, keyword)).toBe(1);

  const mail = await mailbox.waitFor({ to: reporter.email, subject: /^We reviewed the job you reported/ });
  expect(mail.body.text).toContain(title);
  expect(mail.body.text).toContain('Scam or asks for money');
  expect(mail.body.text).toContain('open to candidates again');
  await test
    .info()
    .attach('outcome-mail.txt', { body: `${mail.subject}\n\n${mail.body.text}`, contentType: 'text/plain' });
  await adminContext.close();
});
