// Boundary: the daily reconfirmation run of the local stack (after the demo seed) -> the SES stand-in's
// mail -> browser on the mailed link's page -> /api/v1/job-confirmations -> DynamoDB Local -> the job page.
import type { APIRequestContext } from '@playwright/test';
import { formatDate } from '../../shared/dates';
import { axeViolations } from './axe';
import { DEMO_ACCOUNTS, type Mail, test } from './fixtures';
import { expect } from './jobs-support';
import { MAIL_STORE_URL } from './stack';

/**
 * The reminder mail of a demo job. The stack's first run mails it right after the seed, before any test
 * starts, so the store is read whole (the mailbox fixture counts only a test's own mails).
 */
async function reminderOf(request: APIRequestContext, title: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get(MAIL_STORE_URL)).json()) as { emails: Mail[] };
        found = emails.find(
          (mail) =>
            mail.destination.to.some((to) => to.includes(DEMO_ACCOUNTS.employer)) &&
            mail.subject.startsWith(`Is “${title}” still hiring? It closes on `),
        );
        return found !== undefined;
      },
      { timeout: 60_000, message: `the reminder of ${title}` },
    )
    .toBe(true);
  return found as Mail;
}

test.describe('job reconfirmation', () => {
  test("the poster opens the mail's Still hiring link, presses the button, and the job page shows today as its confirmation", async ({
    page,
  }) => {
    // The demo's QA Automation Engineer was last confirmed 23 days ago: the run after the seed mails its poster.
    const mail = await reminderOf(page.request, 'QA Automation Engineer');
    const text = mail.body.text ?? '';
    expect(text).toContain('Hi ');
    expect(text).toContain('“QA Automation Engineer” for Acme Tech');
    const lines = text.split('\n');
    const link = new URL(lines[lines.findIndex((line) => line.startsWith('Still hiring?')) + 1] ?? '');
    expect(link.pathname).toBe('/job-confirmation');

    // Opening the link changes nothing by itself (mail scanners open links): the page asks first.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Is this job still hiring?' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Still hiring' }).click();

    const today = formatDate(new Date());
    await expect(page.getByRole('heading', { name: 'Thanks, the job stays open' })).toBeVisible();
    await expect(page.getByText(`is confirmed active on ${today}`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'View job' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'QA Automation Engineer' })).toBeVisible();
    await expect(page.getByText(`Confirmed active on ${today}`)).toBeVisible();

    // The link again: the job was confirmed since the mail, so nothing changes and the page says so.
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Still hiring' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing to change' })).toBeVisible();
  });
});
