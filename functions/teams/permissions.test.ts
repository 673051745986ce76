// Boundary: Enterprise's permission controls over HTTP through the local API host -> DynamoDB Local: set on
// the team's member-change route, refused at each guarded action (post a job, move an applicant, open an
// IT applicant, buy) of the other features, by the one rule in shared/teams/permissions.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PipelineRow } from '../../shared/employer/types';
import type { Application, PageOf } from '../../shared/jobs/types';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import type { PlanCode } from '../../shared/subscriptions/plans';
import {
  MEMBER_PERMISSIONS,
  type MemberPermission,
  type MemberPermissions,
  PERMISSION_TABLE,
} from '../../shared/teams/permissions';
import type { TeamRole } from '../../shared/teams/roles';
import { TEAM_REFUSALS, type TeamRefusalCode } from '../../shared/teams/schemas';
import type { TeamMember } from '../../shared/teams/types';
import { callApi } from '../../test/support/api';
import {
  accountOf,
  candidate,
  employerWithCompany,
  jobBody,
  type TestAccount,
} from '../../test/support/marketplace';
import { postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { createOrder } from '../../test/support/payments';
import { giveSubscription } from '../../test/support/subscription-term';
import { memberships } from '../model/memberships';

const NONE: MemberPermissions = {
  postJobs: false,
  changeStatuses: false,
  openItApplicants: false,
  buy: false,
};
const ALL: MemberPermissions = { postJobs: true, changeStatuses: true, openItApplicants: true, buy: true };

async function organisationOn(plan: PlanCode): Promise<TestEmployer> {
  const employer = await employerWithCompany();
  await giveSubscription(employer.organisationId, { plan });
  return employer;
}

/** A colleague in the organisation's team with the role. */
async function memberOf(employer: TestEmployer, teamRole: TeamRole = 'recruiter'): Promise<TestAccount> {
  const person = await accountOf('EMPLOYER', 'approved');
  await memberships()
    .create({
      userId: person.record.id,
      organisationId: employer.organisationId,
      teamRole,
      status: 'active',
      joinedAt: new Date().toISOString(),
    })
    .go();
  return person;
}

const setPermissions = (who: TestAccount, orgId: string, memberId: string, permissions: unknown) =>
  callApi(`/organizations/${orgId}/members/${memberId}`, {
    method: 'PATCH',
    headers: who.headers,
    body: { permissions },
  });

const applyTo = async (who: TestAccount, jobId: string) => {
  const response = await callApi('/applications', { method: 'POST', headers: who.headers, body: { jobId } });
  expect(response.status).toBe(201);
  return response.json.data as Application;
};

/** Each guarded action of the member, answered: status and code. */
async function actionsOf(member: TestAccount, applicationId: string) {
  const [post, move, open, read, buy] = await Promise.all([
    callApi('/jobs', { method: 'POST', headers: member.headers, body: jobBody() }),
    callApi(`/applications/${applicationId}`, {
      method: 'PUT',
      headers: member.headers,
      body: { status: 'shortlisted' },
    }),
    callApi(`/applications/${applicationId}/open`, { method: 'POST', headers: member.headers }),
    callApi(`/applications/${applicationId}/candidate`, { headers: member.headers }),
    createOrder(member, 'ENTERPRISE', 'YEARLY'),
  ]);
  return { post, move, open, read, buy };
}

const refusal = (permission: MemberPermission) => ({
  code: PERMISSION_TABLE[permission].refusalCode,
  message: PERMISSION_TABLE[permission].refusal,
});

describe('permission controls on Enterprise', () => {
  let acme: TestEmployer;
  let member: TestAccount;
  let itApplication: Application;

  beforeAll(async () => {
    acme = await organisationOn('ENTERPRISE');
    member = await memberOf(acme);
    const itJob = await postJob(acme, { category: 'IT' });
    itApplication = await applyTo(await candidate(), itJob.id);
  });

  it("keeps today's behaviour for a member nobody customised", async () => {
    const answers = await actionsOf(member, itApplication.id);
    expect(answers.post.status).toBe(201);
    expect(answers.move.status).toBe(200);
    expect(answers.open.status).toBe(200);
    expect(answers.read.status).toBe(200);
    // A recruiter does not buy by default, with the rule they always heard.
    expect(answers.buy.status).toBe(403);
    expect(answers.buy.json.message).toBe(SUBSCRIPTION_MESSAGES.adminsOnly);
  });

  it('lets the owner withhold every permission; the member is refused each action with its own code', async () => {
    const saved = await setPermissions(acme, acme.organisationId, member.record.id, NONE);
    expect(saved.status, saved.text).toBe(200);
    expect((saved.json.data as TeamMember).permissions).toEqual(NONE);
    const listed = await callApi(`/organizations/${acme.organisationId}/members`, {
      headers: member.headers,
    });
    expect(
      (listed.json.data as TeamMember[]).find((one) => one.id === member.record.id)?.permissions,
    ).toEqual(NONE);

    const answers = await actionsOf(member, itApplication.id);
    expect([answers.post.status, answers.post.json]).toEqual([
      403,
      expect.objectContaining(refusal('postJobs')),
    ]);
    expect([answers.move.status, answers.move.json]).toEqual([
      403,
      expect.objectContaining(refusal('changeStatuses')),
    ]);
    expect([answers.open.status, answers.open.json]).toEqual([
      403,
      expect.objectContaining(refusal('openItApplicants')),
    ]);
    expect([answers.read.status, answers.read.json]).toEqual([
      403,
      expect.objectContaining(refusal('openItApplicants')),
    ]);
    expect([answers.buy.status, answers.buy.json]).toEqual([403, expect.objectContaining(refusal('buy'))]);

    // The pipeline shows the IT applicant redacted, with the reason; the owner still sees them in full.
    const rows = await callApi('/applications', { headers: member.headers });
    const row = (rows.json.data as PageOf<PipelineRow>).content.find((one) => one.id === itApplication.id);
    expect(row?.access).toBe('notPermitted');
    expect(JSON.stringify(row)).not.toContain('card');
    const ownRows = await callApi('/applications', { headers: acme.headers });
    expect(
      (ownRows.json.data as PageOf<PipelineRow>).content.find((one) => one.id === itApplication.id)?.access,
    ).toBe('full');
  });

  it('lets a member with the permissions act, buying included', async () => {
    expect((await setPermissions(acme, acme.organisationId, member.record.id, ALL)).status).toBe(200);
    const answers = await actionsOf(member, itApplication.id);
    expect(answers.post.status).toBe(201);
    expect(answers.move.status).toBe(200);
    expect(answers.open.status).toBe(200);
    expect(answers.read.status).toBe(200);
    // Past the permission: Enterprise is already theirs, so the same plan waits (409), not 403.
    expect(answers.buy.status).toBe(409);
    expect(answers.buy.json.message).toBe(SUBSCRIPTION_MESSAGES.alreadySubscribed);
  });

  it('lets an admin member set them; refuses a recruiter, an outsider and a change of the owner', async () => {
    const admin = await memberOf(acme, 'admin');
    const recruiter = await memberOf(acme);
    expect((await setPermissions(admin, acme.organisationId, recruiter.record.id, NONE)).status).toBe(200);

    const refused = async (who: TestAccount, targetId: string, code: TeamRefusalCode) => {
      const response = await setPermissions(who, acme.organisationId, targetId, ALL);
      expect(response.status).toBe(403);
      expect(response.json).toMatchObject({ code, message: TEAM_REFUSALS[code] });
    };
    await refused(recruiter, member.record.id, 'TEAM_ADMINS_ONLY');
    await refused(admin, acme.record.id, 'TEAM_OWNER_PERMISSIONS_FIXED');
    await refused(acme, acme.record.id, 'TEAM_OWNER_PERMISSIONS_FIXED');

    // Another organisation's admin learns nothing about this one: 404, as for any outsider.
    const other = await organisationOn('ENTERPRISE');
    const outsider = await setPermissions(other, acme.organisationId, recruiter.record.id, ALL);
    expect(outsider.status).toBe(404);
    // Nor can they reach this team's member through their own organisation's id.
    expect((await setPermissions(other, other.organisationId, recruiter.record.id, ALL)).status).toBe(404);
    const stored = await memberships().get({ userId: recruiter.record.id }).go();
    expect(stored.data?.permissions).toEqual(NONE);
  });

  it('answers bad permission bodies 422 and writes nothing', async () => {
    for (const body of [{ postJobs: false }, { ...NONE, deleteJobs: true }, 'none', { ...NONE, buy: 'no' }]) {
      const response = await setPermissions(acme, acme.organisationId, member.record.id, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    const empty = await callApi(`/organizations/${acme.organisationId}/members/${member.record.id}`, {
      method: 'PATCH',
      headers: acme.headers,
      body: {},
    });
    expect(empty.status).toBe(422);
    expect((await memberships().get({ userId: member.record.id }).go()).data?.permissions).toEqual(ALL);
  });
});

describe('permission controls on other plans', () => {
  it('are refused with the Enterprise message on Professional and Basic', async () => {
    for (const plan of ['PROFESSIONAL', 'BASIC'] as const) {
      const owner = await organisationOn(plan);
      const member = await memberOf(owner);
      const response = await setPermissions(owner, owner.organisationId, member.record.id, NONE);
      expect(response.status, plan).toBe(403);
      expect(response.json).toMatchObject({
        code: 'TEAM_PERMISSIONS_ENTERPRISE_ONLY',
        message: 'Permission controls are part of the Enterprise plan.',
      });
      expect((await memberships().get({ userId: member.record.id }).go()).data?.permissions).toBeUndefined();
    }
  });

  it('stop applying when the team leaves Enterprise: the role defaults return', async () => {
    const owner = await organisationOn('ENTERPRISE');
    const member = await memberOf(owner);
    expect((await setPermissions(owner, owner.organisationId, member.record.id, NONE)).status).toBe(200);
    const refused = await callApi('/jobs', { method: 'POST', headers: member.headers, body: jobBody() });
    expect(refused.json).toMatchObject(refusal('postJobs'));
    await giveSubscription(owner.organisationId, { plan: 'PROFESSIONAL' });
    const posted = await callApi('/jobs', { method: 'POST', headers: member.headers, body: jobBody() });
    expect(posted.status).toBe(201);
  });

  it('lists every permission in the table the Team page and server share', () => {
    expect(MEMBER_PERMISSIONS).toEqual(['postJobs', 'changeStatuses', 'openItApplicants', 'buy']);
  });
});
