// Boundary: browser -> employer pipeline -> /api/v1/applications (list, open, applicant's profile) ->
// DynamoDB Local, for an organisation whose subscription is one IT application short of its limit: the
// subscription is put in the table as a verified payment leaves it (the payment itself has its own journey).
import type { APIRequestContext } from '@playwright/test';
import type { Session } from '../../shared/auth/user';
import type { Job } from '../../shared/jobs/types';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import { pdfBytes } from '../fixtures/files';
import { axeViolations } from './axe';
import { approveEmployer, type Credentials, expect, type NewAccount, test } from './fixtures';
import { E2E_PORTS } from './stack';

test.describe.configure({ timeout: 240_000 });

// The spec's process writes to the stack's table like its handlers do (functions/platform/local/stack.ts):
// set before the table's first use, which the subscription fixture's entities make lazily.
Object.assign(process.env, {
  TABLE_NAME: 'jobmatch-local',
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${E2E_PORTS.dynamo}`,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});

async function tokenOf(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await request.post('/api/v1/auth/secure-login', { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Session }).data.accessToken;
}

async function postJobAs(
  request: APIRequestContext,
  token: string,
  title: string,
  category: 'IT' | 'NON_IT',
) {
  const response = await request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Build and run the services behind our stores with a small, friendly team in Pune.',
      requirements: 'Node.js\nTypeScript',
      jobType: 'FULL_TIME',
      location: 'Pune',
      isRemote: false,
      isHybrid: true,
      currency: 'INR',
      experienceMin: 2,
      skills: ['Node.js'],
      category,
      function: category === 'IT' ? 'engineering' : 'sales',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Job }).data;
}

/** A candidate with a resume on file applies to the job, through the API. */
async function applyAs(request: APIRequestContext, candidate: NewAccount, jobId: string) {
  const headers = { authorization: `Bearer ${await tokenOf(request, candidate)}` };
  const resume = await request.post('/api/v1/candidates/resume', {
    headers,
    multipart: { resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(resume.status(), await resume.text()).toBe(201);
  const applied = await request.post('/api/v1/applications', { headers, data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
}

test.describe('IT applicants', () => {
  test('an employer one IT application short of the limit opens one IT applicant in full; the next is locked with the upgrade prompt; a non-IT applicant is always full', async ({
    page,
    login,
    signUp,
    request,
  }) => {
    const employer = await signUp({ role: 'employer' });
    await approveEmployer(request, employer);
    const employerToken = await tokenOf(request, employer);
    const me = await request.get('/api/v1/users/me', {
      headers: { authorization: `Bearer ${employerToken}` },
    });
    const { organizationId } = ((await me.json()) as { data: { organizationId: string } }).data;
    expect(organizationId).toBeTruthy();

    const stamp = Date.now().toString(36);
    const itJob = await postJobAs(request, employerToken, `Platform Engineer ${stamp}`, 'IT');
    const salesJob = await postJobAs(request, employerToken, `Store Manager ${stamp}`, 'NON_IT');
    const [ananya, rohan, farah] = await Promise.all([
      signUp({ firstName: 'Ananya' }),
      signUp({ firstName: 'Rohan' }),
      signUp({ firstName: 'Farah' }),
    ]);
    await applyAs(request, ananya, itJob.id);
    await applyAs(request, rohan, itJob.id);
    await applyAs(request, farah, salesJob.id);

    // Professional, monthly, with 99 of its 100 IT applications used.
    const { giveSubscription } = await import('../support/subscription-term');
    await giveSubscription(organizationId, {
      plan: 'PROFESSIONAL',
      applicationLimit: 100,
      applicationsUsed: 99,
    });

    await login(employer);
    await page.goto('/employer/dashboard?tab=applications');
    await expect(page.getByText('3 applications')).toBeVisible();

    // The non-IT applicant in full, with no prompt.
    await expect(page.getByRole('button', { name: 'Farah Rao' })).toBeVisible();
    // Both IT applicants without their details, each with the opening that spends one application.
    const itCards = page.getByRole('listitem').filter({ hasText: 'IT applicant' });
    await expect(itCards).toHaveCount(2);
    await expect(page.getByText(/Ananya|Rohan/)).toHaveCount(0);
    await expect(itCards.first()).toContainText('1 remaining');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/it-applicants/available.png', fullPage: true });

    await itCards.first().getByRole('button', { name: 'Open application' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: /^(Ananya|Rohan) Rao$/ })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The limit is reached: the opened applicant stays in full, the other is locked with the upgrade.
    await expect(page.getByRole('button', { name: /^(Ananya|Rohan) Rao$/ })).toHaveCount(1);
    const locked = page.getByRole('listitem').filter({ hasText: 'IT applicant' });
    await expect(locked).toHaveCount(1);
    await expect(locked).toContainText(SUBSCRIPTION_MESSAGES.itLocked);
    await expect(locked.getByRole('button', { name: 'Open application' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Farah Rao' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/it-applicants/locked.png', fullPage: true });
    await locked.getByRole('link', { name: 'Upgrade Plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
