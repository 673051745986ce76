// Boundary: browser -> recruiter-verification and admin-recruiters features -> /api/v1 (applications, documents via presigned S3 uploads, decisions) -> DynamoDB Local and s3rver, with the decision event through the local bus to the SES stand-in.

import type { Browser, Page } from '@playwright/test';
import { REVIEW_TIME } from '../../shared/recruiters/review-time';
import { axeViolations } from './axe';
import { type NewAccount, viewerAddressFor } from './fixtures';
import { expect, postJob, uniqueTitle } from './jobs-support';
import { WEB_URL } from './stack';
import { test } from './upload-fixtures';

test.describe.configure({ timeout: 180_000 });

const PDF = Buffer.from('%PDF-1.4\n% Business registration certificate\n%%EOF\n');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
);

/** A second browser for the admin, with its own viewer address (the API rate-limits per client). */
async function adminPage(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: WEB_URL,
    extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#${key}`) },
  });
  const page = await context.newPage();
  await openLogin(page);
  return page;
}

/** The first visit compiles the app's modules on the dev server; let it finish before signing in. */
async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible({
    timeout: 60_000,
  });
}

/** Fills and sends the application form as an employer would; documents optional. */
async function apply(page: Page, companyName: string, withDocuments: boolean) {
  const form = page.getByRole('form', { name: 'Recruiter application' });
  await expect(form).toBeVisible();
  await form.getByLabel('Company name').fill(companyName);
  await form.getByLabel('Company website').fill('https://brightpath.example.in');
  await form.getByLabel('Company size').selectOption('51-200');
  await form.getByLabel('Industry').selectOption('Logistics');
  await form.getByLabel('Company description').fill('Same-day delivery for shops in Tier 2 cities.');
  await form.getByLabel('Job title').fill('Talent Partner');
  await form.getByLabel('Phone number').fill('+91 98450 12345');
  await form.getByLabel('Hiring needs').fill('Ten delivery associates and two dispatch leads this month.');
  if (withDocuments) {
    await form
      .getByLabel('Business license')
      .setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form
      .getByLabel('Company logo')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await expect(form.getByText('Uploaded')).toHaveCount(2);
  }
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application Under Review' })).toBeVisible();
  await expect(page.getByRole('main').getByText(REVIEW_TIME)).toBeVisible();
}

/** Opens the admin's review of the application of this company, on the tab given. */
async function openReview(admin: Page, companyName: string) {
  await admin.goto('/admin/recruiters');
  await expect(admin.getByRole('heading', { level: 1, name: 'Recruiter Verification' })).toBeVisible();
  const filters = admin.getByRole('form', { name: 'Filter applications' });
  await filters.getByLabel('Company name').fill(companyName);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByText('1 application', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: `Review ${companyName}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Review: ${companyName}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('recruiter verification', () => {
  test('a new employer applies with documents, the admin approves, the mail arrives and the employer can post', async ({
    page,
    browser,
    login,
    signUp,
    mailbox,
  }) => {
    const companyName = `BrightPath Logistics ${Date.now().toString(36)}`;
    const employer: NewAccount = await signUp({ role: 'employer' });
    await openLogin(page);
    await login(employer);
    await page.getByRole('banner').getByRole('link', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL('/recruiter/apply');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verify your recruiter account' }),
    ).toBeVisible();
    expect(await axeViolations(page), '/recruiter/apply form').toEqual([]);
    await apply(page, companyName, true);

    // From now on every screen says the application is being reviewed, in the same words, also after a
    // reload (the server's account says so): no 'Verify now' for what is already sent.
    const banner = page.getByRole('region', { name: 'Account verification' });
    await expect(banner).toContainText(
      `Your recruiter application is under review. Expected review time: ${REVIEW_TIME}.`,
    );
    await page.goto('/employer/dashboard');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Application under review' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Application under review' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify now' })).toHaveCount(0);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Verify Account' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Verification Status' }).first()).toBeAttached();
    await page.goto('/team');
    await expect(page.getByRole('main')).toContainText('Your recruiter application is under review');
    await expect(page.getByRole('main').getByRole('link', { name: 'View application' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'View application' })).toBeVisible();
    await banner.getByRole('link', { name: 'View application' }).click();
    await expect(page).toHaveURL('/recruiter/apply');
    await expect(page.getByRole('heading', { name: 'Application Under Review' })).toBeVisible();

    const admin = await adminPage(browser, 'admin');
    await login('admin', { page: admin });
    // The admin lands on the dashboard; the queue's figures are on the review page.
    await admin.goto('/admin/recruiters');
    const pendingBefore = admin.getByRole('listitem', { name: /^Pending Review: \d+$/ });
    await expect(pendingBefore).toBeVisible();
    const dialog = await openReview(admin, companyName);
    expect(await axeViolations(admin), '/admin/recruiters review').toEqual([]);
    await expect(dialog.getByText(employer.email)).toHaveCount(2);
    await expect(dialog.getByRole('link', { name: 'Send Request via Email' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    const download = admin.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download company logo' }).click();
    expect((await download).suggestedFilename()).toBe('logo.svg');
    await dialog.getByLabel('Approval notes').fill('Registration checked.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await admin.getByRole('tab', { name: 'Approved' }).click();
    await expect(admin.getByRole('button', { name: `Review ${companyName}` })).toBeVisible();

    const mail = await mailbox.waitFor({ to: employer.email, subject: /verified on Jobmatch/ });
    expect(mail.subject).toContain(companyName);

    // The approval polling flips the header without a reload (every 10 s while pending).
    await expect(header.getByRole('link', { name: 'Pricing' })).toBeVisible({ timeout: 25_000 });
    await expect(header.getByRole('link', { name: 'Verify Account' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account Approved' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    // The page header's action; a new employer's empty job list offers the same one below it.
    await page.getByRole('button', { name: 'Post New Job' }).first().click();
    const { title } = uniqueTitle('Dispatch Lead');
    await postJob(page, { title, location: 'Indore, Madhya Pradesh', skills: ['Routing', 'Excel'] });
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    await admin.context().close();
  });

  test('a rejected employer reads the reason and applies again; other roles are turned away', async ({
    page,
    browser,
    login,
    signUp,
    mailbox,
  }) => {
    const companyName = `Kaveri Foods ${Date.now().toString(36)}`;
    const employer = await signUp({ role: 'employer' });
    await openLogin(page);
    await login(employer);
    await page.goto('/admin/recruiters');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('This page is only accessible to administrators.')).toBeVisible();
    await page.goto('/recruiter/apply');
    await apply(page, companyName, false);

    const admin = await adminPage(browser, 'admin');
    await login('admin', { page: admin });
    const dialog = await openReview(admin, companyName);
    await dialog.getByRole('button', { name: 'Mark Under Review' }).click();
    await expect(dialog).toBeHidden();
    await admin.getByRole('tab', { name: 'Under Review' }).click();
    await admin.getByRole('button', { name: `Review ${companyName}` }).click();
    await admin.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = admin.getByRole('dialog', { name: `Reject ${companyName}` });
    await reject.getByRole('button', { name: 'Reject Application' }).click();
    await expect(reject.getByText('Please provide a reason for rejection')).toBeVisible();
    await reject.getByLabel('Reason for rejection').fill('The website does not name your company.');
    await reject.getByRole('button', { name: 'Reject Application' }).click();
    await expect(reject).toBeHidden();

    await mailbox.waitFor({ to: employer.email, subject: /was not approved/ });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Application Rejected' })).toBeVisible();
    await expect(page.getByText('The website does not name your company.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit New Application' }).click();
    await apply(page, companyName, false);

    await login(await signUp(), { page: admin });
    await admin.goto('/recruiter/apply');
    await expect(admin.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible();
    await admin.context().close();
  });
});
