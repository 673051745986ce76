// Boundary: browser -> companies feature -> /api/v1 (company profile, presigned logo upload to s3rver, the
// admins' change queue) -> DynamoDB Local, with the decision mail through the local bus to the SES
// stand-in and the company's page published into the site bucket.
import type { Browser, Page } from '@playwright/test';
import { COMPANY_MESSAGES } from '../../shared/companies/profile';
import { solidPng } from '../fixtures/files';
import { axeViolations } from './axe';
import { apiToken, approveEmployer, viewerAddressFor } from './fixtures';
import { expect } from './jobs-support';
import { WEB_URL } from './stack';
import { test } from './upload-fixtures';

test.describe.configure({ timeout: 240_000 });

async function secondBrowser(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: WEB_URL,
    extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#${key}`) },
  });
  return context.newPage();
}

test.describe('company pages', () => {
  test("an org admin uploads a logo and edits About; the public page shows them and the open job; a name change waits for an admin's approval and its mail", async ({
    page,
    browser,
    signUp,
    login,
    mailbox,
  }) => {
    // A newly verified employer with one open job.
    const owner = await signUp({ role: 'employer', firstName: 'Meera' });
    await approveEmployer(page.request, owner);
    const token = await apiToken(page.request, owner);
    const title = `Payments Engineer ${Date.now().toString(36)}`;
    const posted = await page.request.post('/api/v1/jobs', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title,
        description: 'Build and run the services behind our payments platform with a small team in Pune.',
        requirements: 'Node.js\nTypeScript',
        responsibilities: '',
        benefits: 'Health insurance',
        jobType: 'FULL_TIME',
        location: 'Pune',
        isRemote: false,
        isHybrid: true,
        salaryMin: 1_200_000,
        salaryMax: 2_000_000,
        currency: 'INR',
        experienceMin: 2,
        experienceMax: 5,
        contactEmail: 'jobs@example-company.in',
        skills: ['Node.js'],
        category: 'IT',
        function: 'engineering',
      },
    });
    expect(posted.ok(), await posted.text()).toBe(true);

    // The owner, a team admin, opens the company profile from the account menu.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible({
      timeout: 60_000,
    });
    await login(owner);
    await page.goto('/employer/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
    const currentName = await page.getByLabel('Company name').inputValue();

    await page.getByLabel('Choose a logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(128, [29, 78, 216]),
    });
    await expect(page.getByText(COMPANY_MESSAGES.logoSaved)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change logo' })).toBeVisible();

    const about = 'We build payment rails for India’s small shops.\nOur team works from Pune and Kochi.';
    await page.getByLabel('About').fill(about);
    await page.getByLabel('Founded').fill('2016');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(COMPANY_MESSAGES.saved)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The public page, as a visitor reads it: the logo, the words, the open job.
    const visitor = await secondBrowser(browser, 'visitor');
    await page.getByRole('link', { name: 'View public page' }).click();
    await expect(page).toHaveURL(/\/companies\/[a-z0-9-]+$/);
    const pageUrl = new URL(page.url()).pathname;
    await visitor.goto(pageUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: currentName })).toBeVisible();
    await expect(visitor.getByText('We build payment rails for India’s small shops.')).toBeVisible();
    await expect(visitor.getByText(/Verified employer since/)).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    const logo = visitor.locator('header img');
    await expect(logo).toHaveAttribute('src', /\/api\/v1\/companies\/.+\/logo\?v=/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(128);
    const jsonLd = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: currentName, foundingDate: '2016' });
    expect(await axeViolations(visitor)).toEqual([]);
    // The job's page links back to it.
    await visitor.getByRole('link', { name: title }).click();
    await visitor.getByRole('link', { name: currentName }).first().click();
    await expect(visitor).toHaveURL(new RegExp(`${pageUrl}$`));

    // A new name waits for an admin.
    const newName = `Rupee Rails ${Date.now().toString(36)}`;
    await page.goto('/employer/company');
    await page.getByLabel('Company name').fill(newName);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(COMPANY_MESSAGES.changeFiled)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for review' })).toContainText(newName);
    await visitor.goto(pageUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: currentName })).toBeVisible();

    // The admin approves it in Verify Recruiters, marked as a change.
    const admin = await secondBrowser(browser, 'admin');
    await admin.goto('/login');
    await expect(admin.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible({
      timeout: 60_000,
    });
    await login('admin', { page: admin });
    await admin.goto('/admin/recruiters');
    const queue = admin.getByRole('region', { name: /Company changes waiting/ });
    const request = queue.getByRole('listitem').filter({ hasText: newName });
    await expect(request.getByText('Change', { exact: true })).toBeVisible();
    expect(await axeViolations(admin)).toEqual([]);
    await request.getByRole('button', { name: 'Approve change' }).click();
    await expect(request).toBeHidden();

    const mail = await mailbox.waitFor({
      to: owner.email,
      subject: /^Your company change on Jobmatch is approved$/,
    });
    expect(mail.body.text).toContain('Hi Meera,');
    expect(mail.body.text).toContain(`name to "${newName}"`);

    // The page answers under the new name, and the old address leads there.
    await visitor.goto(pageUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(visitor).not.toHaveURL(new RegExp(`${pageUrl}$`));
  });
});
