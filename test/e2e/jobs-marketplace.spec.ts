// Boundary: browser -> jobs, job-search, applications and saved-jobs features -> /api/v1 -> DynamoDB Local, with the Job Changed event through the local bus.

import { salaryRangeText } from '../../shared/jobs/format';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import { WITHDRAWAL_MESSAGES } from '../../shared/jobs/withdrawal';
import { type NewAccount, test, viewerAddressFor } from './fixtures';
import {
  expect,
  fillJob,
  jobCard,
  LEDGER_DESCRIPTION,
  postJob,
  storeResume,
  uniqueTitle,
} from './jobs-support';
import { WEB_URL } from './stack';

test.describe.configure({ timeout: 180_000 });

test.describe('jobs marketplace', () => {
  test('an employer posts a job; a candidate finds, saves and applies to it; the count goes up; pausing takes it out of search', async ({
    page,
    browser,
    login,
    signUp,
  }) => {
    const { title, keyword } = uniqueTitle('Ledger Platform Engineer');

    // The approved employer posts from My Jobs.
    await login('employer');
    await page.goto('/my-jobs');
    await page.getByRole('button', { name: 'Post New Job' }).click();
    // A post that asks candidates for money is refused, naming the rule, until the demand goes.
    const job = { title, location: 'Hyderabad, Telangana', skills: ['Go', 'PostgreSQL', 'Kafka'] };
    await fillJob(page, {
      ...job,
      description: `${LEDGER_DESCRIPTION} Pay a registration fee of ₹500 to confirm.`,
    });
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Post Job' }).click();
    await expect(
      form.getByText(
        /^Jobs on Jobmatch may not ask candidates for money or documents up front: “registration fee” asks candidates to pay a fee or a deposit\./,
      ),
    ).toBeVisible();
    await form.getByLabel('Job description').fill(LEDGER_DESCRIPTION);
    await form.getByRole('button', { name: 'Post Job' }).click();
    await expect(form).toBeHidden();
    const card = jobCard(page, title);
    await expect(card).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    // A new candidate, signed out at first, finds it through the footer's city link and by keyword.
    // A second browser of its own, with its own client address (the API rate-limits sign-ins per address).
    const candidateContext = await browser.newContext({
      baseURL: WEB_URL,
      extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#candidate`) },
    });
    const visitor = await candidateContext.newPage();
    const account: NewAccount = await signUp();
    await visitor.goto('/');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Jobs in Hyderabad' }).click();
    await expect(visitor).toHaveURL(/\/jobs\?location=Hyderabad/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Jobs in Hyderabad' })).toBeVisible();
    await expect(async () => {
      await visitor.reload();
      await expect(jobCard(visitor, title)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

    await visitor.getByRole('link', { name: 'Find Jobs' }).first().click();
    // The form is drawn anew for the new address (its city emptied): type into that one, not the old.
    await expect(visitor.getByRole('heading', { level: 1, name: 'Find Jobs' })).toBeVisible();
    await expect(visitor.getByLabel('Location')).toHaveValue('');
    await visitor.getByLabel('Search jobs').fill(keyword.slice(0, -2));
    await visitor.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(visitor).toHaveURL(new RegExp(`search=${keyword.slice(0, -2)}`));
    await expect(visitor.getByText('1 job', { exact: true })).toBeVisible();
    // Sort is a control of the same GET form (relevance by default): choosing it searches again, and the
    // page served before the app starts already holds it.
    await expect(visitor.getByLabel('Sort by')).toHaveValue('relevance');
    await visitor.getByLabel('Sort by').selectOption({ label: 'Highest salary' });
    await expect(visitor).toHaveURL(/sort=salary/);
    await expect(jobCard(visitor, title)).toBeVisible();
    expect(await (await visitor.request.get('/jobs')).text()).toContain('name="sort"');
    await jobCard(visitor, title).getByRole('link', { name: title }).click();

    // The job page, with its structured data; applying asks the visitor to sign in and comes back.
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor).toHaveTitle(new RegExp(title));
    // The salary once (beside Apply), and a post of minutes ago says so.
    await expect(
      visitor.getByRole('main').getByText(salaryRangeText(1_400_000, 2_250_000, 'INR')),
    ).toHaveCount(1);
    await expect(visitor.getByRole('main').getByText('Just now', { exact: true })).toBeVisible();
    // Beside Apply, every job page says Jobmatch never asks candidates to pay.
    await expect(
      visitor
        .getByRole('complementary', { name: 'Apply' })
        .getByText('Jobmatch never asks candidates to pay.'),
    ).toBeVisible();
    const jsonLd = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title, employmentType: 'FULL_TIME' });
    const jobUrl = visitor.url();
    // A visitor's Save says why it leads to sign-in, and signing in would come back to this job.
    await visitor.getByRole('button', { name: 'Save job' }).click();
    await expect(visitor).toHaveURL(
      new RegExp(`/login\\?redirect=${encodeURIComponent(new URL(jobUrl).pathname)}`),
    );
    await expect(visitor.getByText(JOB_MESSAGES.signInToSave)).toBeVisible();
    await visitor.goBack();
    await visitor.getByRole('link', { name: 'Apply now' }).click();
    await expect(visitor).toHaveURL(/\/login\?redirect=/);
    await visitor.getByLabel('Email address').fill(account.email);
    await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(visitor).toHaveURL(/\/apply$/);

    // Without a resume the gate stands in the way; with one, the application goes through.
    await expect(visitor.getByRole('heading', { name: 'Resume Required' })).toBeVisible();
    await storeResume(visitor);
    await visitor.goto(jobUrl);
    await visitor.getByRole('button', { name: 'Save job' }).click();
    await expect(visitor.getByRole('button', { name: 'Saved' })).toBeVisible();
    await visitor.getByRole('link', { name: 'Apply now' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Apply for this job' })).toBeVisible();
    await visitor
      .getByLabel('Cover letter (optional)')
      .fill('I have run ledgers at scale and would love to.');
    await visitor.getByRole('button', { name: 'Submit application' }).click();
    await expect(visitor.getByRole('heading', { name: 'Application submitted' })).toBeVisible();

    // My applications and saved jobs, from the account menu's pages.
    await visitor.goto('/applications');
    const application = visitor.getByRole('listitem').filter({ hasText: title });
    await expect(application).toBeVisible();
    await expect(application.getByText('Applied', { exact: true })).toBeVisible();
    await visitor.goto('/saved-jobs');
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    await visitor.goto(jobUrl);
    await expect(visitor.getByRole('button', { name: 'Applied' })).toBeDisabled();

    // The employer sees the count from the server, then pauses the post.
    await page.reload();
    await expect(card.locator('dt:text-is("Applications") + dd')).toHaveText('View applications (1)');
    // The employer reads the salary in the same words as the candidates did.
    await expect(card).toContainText(salaryRangeText(1_400_000, 2_250_000, 'INR'));
    await card.getByRole('button', { name: 'Pause Job' }).click();
    await expect(card.getByText('Paused', { exact: true })).toBeVisible();

    // Paused: gone from search, and its page says it is closed.
    await expect(async () => {
      await visitor.goto(`/jobs?search=${keyword}`);
      await expect(visitor.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible({
        timeout: 3_000,
      });
    }).toPass({ timeout: 30_000 });

    // The candidate withdraws the application, saying why, after a confirmation.
    await visitor.goto('/applications');
    const mine = visitor.getByRole('listitem').filter({ hasText: title });
    await mine.getByRole('button', { name: `Withdraw application: ${title}` }).click();
    const confirm = visitor.getByRole('dialog', { name: `Withdraw your application for ${title}?` });
    await confirm.getByLabel('Reason (optional)').selectOption({ label: 'Accepted another offer' });
    await confirm.getByRole('button', { name: 'Withdraw application' }).click();
    await expect(confirm).toBeHidden();
    await expect(mine.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: /^Withdraw application/ })).toHaveCount(0);

    // The employer's active list drops it; the Withdrawn filter finds it, with the candidate's reason.
    await card.getByRole('link', { name: /^View applications \(1\)/ }).click();
    const applicant = page.getByRole('main').getByRole('listitem').filter({ hasText: account.lastName });
    await expect(page.getByRole('search', { name: 'Filter applications' })).toBeVisible();
    await expect(applicant).toHaveCount(0);
    await expect(
      page.getByText(/Applications a candidate withdrew are under the status Withdrawn\./),
    ).toBeVisible();
    await page
      .getByRole('search', { name: 'Filter applications' })
      .getByLabel('Status')
      .selectOption({ label: 'Withdrawn' });
    await expect(applicant.getByText('Withdrawn', { exact: true })).toBeVisible();
    await applicant.getByRole('button', { name: `${account.firstName} ${account.lastName}` }).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByText('Applied → Withdrawn (Accepted another offer)')).toBeVisible();
    await expect(panel.getByText(WITHDRAWAL_MESSAGES.withdrawnAlready)).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Status', exact: true })).toHaveCount(0);
    await candidateContext.close();
  });
});

test.describe('admin jobs', () => {
  // The deleted job's page asks for it once more and is told 404, which the browser logs.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test('an admin posts a job for a company and deletes it; its page then answers not found', async ({
    page,
    login,
  }) => {
    const { title } = uniqueTitle('Warehouse Operations Lead');
    await login('admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Admin Jobs' }).first().click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await page.getByRole('button', { name: 'Post Job' }).first().click();
    await page.getByRole('dialog').getByLabel('Company').selectOption({ label: 'Acme Tech' });
    await postJob(page, { title, location: 'Pune', skills: ['Inventory', 'SAP'] });

    const card = jobCard(page, title);
    await expect(card).toBeVisible();
    const jobHref = await card.getByRole('link', { name: `View job: ${title}` }).getAttribute('href');
    await card.getByRole('button', { name: `Delete: ${title}` }).click();
    // An admin's removal says why; the employer is mailed the reason (admin-console.spec.ts reads a mail).
    const dialog = page.getByRole('dialog', { name: `Delete Job: ${title}` });
    await dialog
      .getByLabel('Reason')
      .fill('Posted for the wrong company; please post it again for your own.');
    await dialog.getByRole('button', { name: 'Delete Job' }).click();
    await expect(card).toBeHidden();

    await page.goto(jobHref ?? '/jobs/unknown');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });
});

test.describe('employer verification', () => {
  test('an employer waiting for approval is shown their application under review instead of posting', async ({
    page,
    login,
  }) => {
    // The demo's pending employer has applied (the demo seeds their recruiter application).
    await login('pendingEmployer');
    await page.goto('/employer/dashboard?postJob=true');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Application under review' })).toBeVisible();
    await expect(page.getByText('Verification Required')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Application under review' }).click();
    await expect(page).toHaveURL(/\/recruiter\/apply$/);
    await expect(page.getByRole('heading', { name: 'Application Under Review' })).toBeVisible();
  });
});
