// Boundary: browser -> team feature's permission controls -> /api/v1 (organizations, applications) ->
// DynamoDB Local: an Enterprise owner withholds a member's permission to open IT applicants and the
// member's pipeline shows why the applicant stays closed. The subscription and the membership are put in
// the table as a payment and an accepted invitation leave them (each has its own journey).
import type { APIRequestContext } from '@playwright/test';
import type { Session } from '../../shared/auth/user';
import type { Job } from '../../shared/jobs/types';
import { PERMISSION_TABLE } from '../../shared/teams/permissions';
import { pdfBytes } from '../fixtures/files';
import { axeViolations } from './axe';
import {
  approveEmployer,
  type Credentials,
  expect,
  type NewAccount,
  test,
  viewerAddressFor,
} from './fixtures';
import { E2E_PORTS, WEB_URL } from './stack';

test.describe.configure({ timeout: 240_000 });

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

async function postItJob(request: APIRequestContext, token: string): Promise<Job> {
  const response = await request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Platform Engineer ${Date.now().toString(36)}`,
      description: 'Build and run the services behind our stores with a small, friendly team in Pune.',
      requirements: 'Node.js\nTypeScript',
      jobType: 'FULL_TIME',
      location: 'Pune',
      isRemote: false,
      isHybrid: true,
      currency: 'INR',
      experienceMin: 2,
      skills: ['Node.js'],
      category: 'IT',
      function: 'engineering',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Job }).data;
}

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

test('an Enterprise owner withholds opening IT applicants from a member, and the member is told why', async ({
  page,
  browser,
  login,
  signUp,
  request,
}) => {
  const owner = await signUp({ role: 'employer' });
  await approveEmployer(request, owner);
  const ownerToken = await tokenOf(request, owner);
  const me = await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${ownerToken}` } });
  const { organizationId } = ((await me.json()) as { data: { organizationId: string } }).data;
  const job = await postItJob(request, ownerToken);
  await applyAs(request, await signUp({ firstName: 'Ananya' }), job.id);

  const { giveSubscription } = await import('../support/subscription-term');
  await giveSubscription(organizationId, { plan: 'ENTERPRISE' });
  // A colleague who accepted an invitation: an approved employer with a recruiter's membership.
  const member = await signUp({ role: 'employer', firstName: 'Rohan' });
  const { memberships } = await import('../../functions/model/memberships');
  const { identity } = await import('../../functions/model/accounts');
  const memberMe = await request.get('/api/v1/users/me', {
    headers: { authorization: `Bearer ${await tokenOf(request, member)}` },
  });
  const memberId = ((await memberMe.json()) as { data: { id: string } }).data.id;
  expect(memberId).toBeTruthy();
  await identity()
    .entities.user.patch({ id: memberId as string })
    .set({ approvalStatus: 'approved' })
    .go();
  await memberships()
    .create({
      userId: memberId as string,
      organisationId: organizationId,
      teamRole: 'recruiter',
      status: 'active',
      joinedAt: new Date().toISOString(),
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      owner: false,
    })
    .go();

  // The owner unticks 'Open IT applicants' for the member on the Team page (a phone's width) and saves.
  await page.setViewportSize({ width: 390, height: 844 });
  await login(owner);
  await page.goto('/team');
  const row = page.getByRole('row').filter({ hasText: member.email });
  await row.locator('summary', { hasText: 'Permissions' }).click();
  const openIt = row.getByRole('checkbox', { name: PERMISSION_TABLE.openItApplicants.label });
  await expect(openIt).toBeChecked();
  await expect(row.getByRole('checkbox', { name: PERMISSION_TABLE.buy.label })).not.toBeChecked();
  await openIt.uncheck();
  await row.getByRole('button', { name: /^Save permissions/ }).click();
  await expect(row.getByRole('status')).toHaveText('Permissions saved.');
  expect(await axeViolations(page)).toEqual([]);

  // The member's pipeline keeps the IT applicant closed, with the reason and no way to open it.
  const context = await browser.newContext({
    baseURL: WEB_URL,
    extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#member`) },
  });
  const colleague = await context.newPage();
  await login(member, { page: colleague });
  await colleague.goto('/employer/dashboard?tab=applications');
  const card = colleague.getByRole('listitem').filter({ hasText: 'IT applicant' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(PERMISSION_TABLE.openItApplicants.refusal);
  await expect(card.getByRole('button', { name: 'Open application' })).toHaveCount(0);
  await expect(colleague.getByText('Ananya')).toHaveCount(0);
  await context.close();
});
