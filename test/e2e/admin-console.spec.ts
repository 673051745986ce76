// Boundary: browser -> admin-dashboard and employer-jobs (Admin Jobs) features -> /api/v1 (dashboard figures, search, moderation) -> DynamoDB Local, with Job Moderated through the local bus to the SES stand-in.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { DEMO_ACCOUNTS, test } from './fixtures';
import { expect, jobCard, postJob, uniqueTitle } from './jobs-support';

test.describe.configure({ timeout: 180_000 });

/** The page at the desktop size and at a 390 px phone, full length, in the test's output folder. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing is wider than the phone: no sideways scrolling.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

const figure = (page: Page, label: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${label}: [\\d,]+\\.`) });

test.describe('admin console', () => {
  test('the dashboard counts the queues and links to them; a job paused with a reason is mailed to its employer', async ({
    page,
    login,
    mailbox,
  }) => {
    const { title, keyword } = uniqueTitle('Senior Java Engineer');
    await login('admin');

    // Admin Jobs: post a job for Acme Tech (the demo employer's company) to moderate.
    await page.getByRole('navigation').getByRole('link', { name: 'Admin Jobs' }).first().click();
    await page.getByRole('button', { name: 'Post Job' }).first().click();
    await page.getByRole('dialog').getByLabel('Company').selectOption({ label: 'Acme Tech' });
    await postJob(page, { title, location: 'Bengaluru', skills: ['Java', 'Spring'] });
    await expect(jobCard(page, title)).toBeVisible();

    // The account menu's Dashboard is the admin's dashboard.
    await expect(page.getByRole('link', { name: 'Dashboard', includeHidden: true }).first()).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(/^Today, \d{1,2} [A-Z][a-z]{2} \d{4} \(IST\)/)).toBeVisible();
    await expect(figure(page, 'Pending recruiter applications')).toHaveAttribute(
      'href',
      '/admin/recruiters?status=pending',
    );
    // The demo's pending employer has applied, so at least one application waits.
    await expect(figure(page, 'Pending recruiter applications')).toContainText(/Oldest waiting/);
    await expect(figure(page, 'Active jobs')).toHaveAttribute('href', '/admin/jobs?status=active');
    await expect(figure(page, 'New applications today')).toBeVisible();
    // The demo's Acme Tech is on Enterprise: at least one organisation pays now. No admin list of
    // organisations exists, so the figure is a card, not a link.
    await expect(
      page.getByRole('main').getByRole('listitem').filter({ hasText: 'Paid organisations' }),
    ).toContainText(/^Paid organisations[1-9][\d,]*On a paid plan now$/);
    const jobsToday = figure(page, 'New jobs today');
    await expect(jobsToday).not.toContainText(/^New jobs today\s*0/);
    // The console shows its own chrome only: no marketing footer.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await axeViolations(page), '/admin/dashboard').toEqual([]);
    await screenshots(page, 'admin-dashboard');

    // Today's new jobs open Admin Jobs filtered to today's posts, ours among them.
    await jobsToday.click();
    await expect(page).toHaveURL(/\/admin\/jobs\?postedFrom=\d{4}-\d{2}-\d{2}&postedTo=\d{4}-\d{2}-\d{2}$/);
    await expect(jobCard(page, title)).toBeVisible();

    // Search by a word of the title.
    const filters = page.getByRole('form', { name: 'Search and filter jobs' });
    await filters.getByLabel('Search title or company').fill(keyword);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 job found', { exact: true })).toBeVisible();
    const card = jobCard(page, title);
    await expect(card.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4} \(/)).toBeVisible();
    expect(await axeViolations(page), '/admin/jobs searched').toEqual([]);
    await screenshots(page, 'admin-jobs');

    // Pausing asks for a reason, refuses none, and mails it to the employer.
    await card.getByRole('button', { name: `Pause Job: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Pause Job: ${title}` });
    await dialog.getByRole('button', { name: 'Pause Job' }).click();
    await expect(dialog.getByText('Please provide a reason')).toBeVisible();
    expect(await axeViolations(page, 'dialog'), 'pause dialog').toEqual([]);
    const reason = 'The salary range is missing; candidates need it before they apply.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Pause Job' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Paused', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Activate Job: ${title}` })).toBeVisible();

    const mail = await mailbox.waitFor({
      to: DEMO_ACCOUNTS.employer,
      subject: new RegExp(`“${title}” has been paused`),
    });
    expect(mail.body.text).toContain(reason);
    expect(mail.body.text).toContain('Acme Tech');
    expect(mail.body.text).toMatch(/ IST\./);
    await test
      .info()
      .attach('pause-mail.txt', { body: `${mail.subject}\n\n${mail.body.text}`, contentType: 'text/plain' });
  });

  test('the dashboard is for admins only', async ({ page, login }) => {
    await login('employer');
    await page.goto('/admin/dashboard');
    await expect(page).not.toHaveURL(/\/admin\/dashboard$/);
  });
});
