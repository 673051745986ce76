import type { APIRequestContext } from '@playwright/test';
import type { Job } from '../../shared/jobs/types';
import type { TeamRole } from '../../shared/teams/schemas';
import { apiToken, approveEmployer, expect, type NewAccount, type SignUpInput } from '../e2e/fixtures';
import { E2E_PORTS } from '../e2e/stack';
import { pdfBytes } from '../fixtures/files';
import type { TermSetup } from './subscription-term';

/*
 * What the employer journeys start from, set up as the product leaves it: an approved employer's own
 * organisation, on a plan as a verified payment leaves it, with a colleague as an accepted invitation
 * leaves them, and jobs with applicants. The payment, the invitation and the application each have
 * their own journey; these are for journeys whose subject is what comes after.
 */

// This process writes to the e2e stack's table like its handlers do (functions/platform/local/stack.ts):
// set when this module loads, before the table's first use, which the entities below make lazily.
Object.assign(process.env, {
  TABLE_NAME: 'jobmatch-local',
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${E2E_PORTS.dynamo}`,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});

type SignUp = (input?: SignUpInput) => Promise<NewAccount>;

export interface EmployerOrganisation {
  owner: NewAccount;
  ownerToken: string;
  organizationId: string;
}

/** A new employer, approved by the admin, which makes their organisation; on no plan yet. */
export async function employerOrganisation(
  request: APIRequestContext,
  signUp: SignUp,
  input: Omit<SignUpInput, 'role'> = {},
): Promise<EmployerOrganisation> {
  const owner = await signUp({ ...input, role: 'employer' });
  await approveEmployer(request, owner);
  const ownerToken = await apiToken(request, owner);
  const me = await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${ownerToken}` } });
  const { organizationId } = ((await me.json()) as { data: { organizationId: string } }).data;
  expect(organizationId).toBeTruthy();
  return { owner, ownerToken, organizationId };
}

/** Puts the organisation on a plan as a verified payment leaves it (test/support/subscription-term.ts). */
export async function putOnPlan(organizationId: string, setup: TermSetup): Promise<void> {
  const { giveSubscription } = await import('./subscription-term');
  await giveSubscription(organizationId, setup);
}

/**
 * A colleague who accepted an invitation: a new employer, approved, with an active membership of the
 * organisation in the team role given.
 */
export async function addMember(
  request: APIRequestContext,
  signUp: SignUp,
  organizationId: string,
  { firstName, teamRole = 'recruiter' }: { firstName: string; teamRole?: TeamRole },
): Promise<NewAccount> {
  const member = await signUp({ role: 'employer', firstName });
  const { memberships } = await import('../../functions/model/memberships');
  const { identity } = await import('../../functions/model/accounts');
  const memberMe = await request.get('/api/v1/users/me', {
    headers: { authorization: `Bearer ${await apiToken(request, member)}` },
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
      teamRole,
      status: 'active',
      joinedAt: new Date().toISOString(),
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      owner: false,
    })
    .go();
  return member;
}

/** Posts a job in Pune through the API, IT (engineering) or non-IT (sales). */
export async function postJobAs(
  request: APIRequestContext,
  token: string,
  title: string,
  category: 'IT' | 'NON_IT',
): Promise<Job> {
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
export async function applyAs(
  request: APIRequestContext,
  candidate: NewAccount,
  jobId: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request, candidate)}` };
  const resume = await request.post('/api/v1/candidates/resume', {
    headers,
    multipart: { resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(resume.status(), await resume.text()).toBe(201);
  const applied = await request.post('/api/v1/applications', { headers, data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
}
