// Boundary: organisations and teams through the local API host -> DynamoDB Local, EventBridge and the SES
// stand-in (invitation mails).
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EmployerApplication, PageOf } from '../../shared/jobs/types';
import type { PlanCode } from '../../shared/subscriptions/plans';
import { TEAM_MESSAGES, TEAM_REFUSALS, type TeamRefusalCode } from '../../shared/teams/schemas';
import type { Invitation, Organization, TeamMember } from '../../shared/teams/types';
import { callApi, waitForMail } from '../../test/support/api';
import {
  accountOf,
  candidate,
  employerWithCompany,
  TEST_PASSWORD,
  type TestAccount,
} from '../../test/support/marketplace';
import { postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { roundTripsOf } from '../../test/support/round-trips';
import { giveSubscription } from '../../test/support/subscription-term';
import { updateMe } from '../accounts/service';
import { findUserByEmail, findUserById, toUser } from '../model/accounts';
import { hashInvitationToken, invitations } from '../model/invitations';
import { type AccountCopy, accountCopyOf, memberships } from '../model/memberships';
import { organisationOf } from '../model/organisation-members';
import { type FunctionSpec, routeKey } from '../platform/contract';
import { lambdaContext } from '../platform/local/lambda-context';
import { ENV, ORIGIN_VERIFY_HEADER } from '../platform/resources';
import { ROUTES } from '../routes';
import { acceptInvitation } from './acceptance';
import { leaveTeamOf } from './cleanup';
import { handler as teamsApi } from './entry';
import { mailInvitation } from './invitation-mail';
import { activeMemberships } from './members';

type Plan = 'basic' | 'premium' | 'enterprise';

/** The subscription plan that gives each team plan (shared/subscriptions/plans.ts). */
const SUBSCRIPTION_FOR: Record<Plan, PlanCode> = {
  basic: 'BASIC',
  premium: 'PROFESSIONAL',
  enterprise: 'ENTERPRISE',
};

/** Puts the organisation on a team plan the way a payment does: an active subscription to its plan. */
const subscribeTo = (employer: TestEmployer, plan: Plan) =>
  giveSubscription(employer.organisationId, { plan: SUBSCRIPTION_FOR[plan] });

async function owner(plan: Plan = 'enterprise'): Promise<TestEmployer> {
  const employer = await employerWithCompany();
  await subscribeTo(employer, plan);
  return employer;
}

/** A pending employer, as a new colleague is right after signing up. */
const newcomer = () => accountOf('EMPLOYER', 'pending');

const inviteTo = (who: TestAccount, orgId: string, email: string, role?: string) =>
  callApi(`/organizations/${orgId}/invite`, { method: 'POST', headers: who.headers, body: { email, role } });

const accept = (who: TestAccount, token: string) =>
  callApi('/invitations/accept', { method: 'POST', headers: who.headers, body: { token } });

/** The token in the newest of `count` invitation mails to the address. */
async function mailedToken(email: string, count = 1): Promise<string> {
  const mails = await waitForMail(email, count);
  expect(mails.length).toBeGreaterThanOrEqual(count);
  const text = mails[mails.length - 1]?.body.text ?? '';
  const token = /\/invite\/accept\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No invitation link in: ${text}`);
  return token;
}

/** Invites a fresh pending employer and returns them with their mailed token. */
async function invited(admin: TestEmployer, role = 'recruiter') {
  const person = await newcomer();
  const response = await inviteTo(admin, admin.organisationId, person.record.email, role);
  expect(response.status).toBe(201);
  return {
    person,
    invitation: response.json.data as Invitation,
    token: await mailedToken(person.record.email),
  };
}

async function joined(admin: TestEmployer, role = 'recruiter') {
  const { person, token, invitation } = await invited(admin, role);
  expect((await accept(person, token)).status).toBe(200);
  return { person, invitation };
}

const someAddress = (label: string) => `${label}.${randomUUID().slice(0, 6)}@company.example`;

/** A recruiter application's body, as the employer's form sends it. */
const recruiterApplication = (workEmail: string) => ({
  companyName: `Northwind ${randomUUID().slice(0, 6)}`,
  companyWebsite: 'https://northwind.example.in',
  companySize: '51-200',
  industry: 'Consulting',
  companyDescription: 'We plan supply chains for mid-sized manufacturers in Pune.',
  jobTitle: 'Talent Lead',
  workEmail,
  phoneNumber: '+91 98765 43210',
  linkedinProfile: '',
  hiringNeeds: 'Three analysts this quarter.',
});

/** Lets an invitation's seven days run out (its expiry moved into the past). */
async function expire(orgId: string, invitationId: string) {
  const past = new Date(Date.now() - 60_000).toISOString();
  await invitations().patch({ organisationId: orgId, id: invitationId }).set({ expiresAt: past }).go();
}

const listInvitations = async (who: TestAccount, orgId: string) =>
  (await callApi(`/organizations/${orgId}/invitations`, { headers: who.headers })).json.data as Invitation[];

/** The calls that change a team, aimed at one member and one invitation of the organisation. */
function teamChanges(orgId: string, memberId: string, invitationId: string): [string, string, unknown?][] {
  const base = `/organizations/${orgId}`;
  return [
    ['PATCH', `${base}/members/${memberId}`, { role: 'admin' }],
    ['DELETE', `${base}/members/${memberId}`],
    ['DELETE', `${base}/invitations/${invitationId}`],
    ['POST', `${base}/invitations/${invitationId}/resend`],
  ];
}

/** Each call is refused with the team's reason (code and words), and the team is left as it was. */
async function expectRefused(who: TestAccount, calls: [string, string, unknown?][], code: TeamRefusalCode) {
  for (const [method, path, body] of calls) {
    const response = await callApi(path, { method, headers: who.headers, body });
    expect(response.status, `${method} ${path}`).toBe(403);
    expect(response.json).toMatchObject({ code, message: TEAM_REFUSALS[code] });
  }
}

describe('organisations and teams', () => {
  let acme: TestEmployer;

  // A team of its own for each test: the seats one test fills are not another's.
  beforeEach(async () => {
    acme = await owner('enterprise');
  });

  it("reads the organisation and its team to members; /users/me names the employer's organisation", async () => {
    const organisation = await callApi(`/organizations/${acme.organisationId}`, { headers: acme.headers });
    expect(organisation.status).toBe(200);
    expect(organisation.json.data).toMatchObject({
      id: acme.organisationId,
      name: acme.companyName,
      subscriptionPlan: 'enterprise',
      maxRecruiters: 10,
      ownerId: acme.record.id,
      viewerRole: 'admin',
    } satisfies Partial<Organization>);
    const members = (
      await callApi(`/organizations/${acme.organisationId}/members`, { headers: acme.headers })
    ).json.data as TeamMember[];
    expect(members).toEqual([
      expect.objectContaining({ id: acme.record.id, email: acme.record.email, role: 'admin', isOwner: true }),
    ]);
    const me = await callApi('/users/me', { headers: acme.headers });
    expect(me.json.data).toMatchObject({ organizationId: acme.organisationId });
    const loner = await newcomer();
    expect((await callApi('/users/me', { headers: loner.headers })).json.data).toMatchObject({
      organizationId: null,
    });
  });

  it('mails a link whose token is stored only as its hash', async () => {
    const { invitation, token } = await invited(acme);
    expect(invitation).toMatchObject({
      organizationId: acme.organisationId,
      role: 'recruiter',
      status: 'pending',
    });
    const days =
      (new Date(invitation.expiresAt).getTime() - new Date(invitation.invitedAt).getTime()) / 86_400_000;
    expect(days).toBe(7);
    const { data: stored } = await invitations()
      .get({ organisationId: acme.organisationId, id: invitation.id })
      .go();
    expect(stored?.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const listed = (
      await callApi(`/organizations/${acme.organisationId}/invitations`, { headers: acme.headers })
    ).json.data as Invitation[];
    expect(listed.map((item) => item.id)).toContain(invitation.id);
    expect(JSON.stringify(listed)).not.toContain(stored?.tokenHash);
  });

  it("validates the invite with the spec's messages, comparing addresses case-insensitively", async () => {
    const blank = await inviteTo(acme, acme.organisationId, '  ');
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.json)).toContain(TEAM_MESSAGES.emailRequired);
    const bad = await inviteTo(acme, acme.organisationId, 'not-an-address');
    expect(JSON.stringify(bad.json)).toContain(TEAM_MESSAGES.emailInvalid);
    const self = await inviteTo(acme, acme.organisationId, acme.record.email.toUpperCase());
    expect(self.status).toBe(409);
    expect(self.json.message).toBe(TEAM_MESSAGES.alreadyMember);

    const { person } = await invited(acme);
    const twice = await inviteTo(acme, acme.organisationId, person.record.email.toUpperCase());
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(TEAM_MESSAGES.alreadyInvited);
  });

  it('keeps each plan to its limit', async () => {
    const basic = await owner('basic');
    const full = await inviteTo(basic, basic.organisationId, `x.${randomUUID().slice(0, 6)}@company.example`);
    expect(full.status).toBe(409);
    expect(full.json.message).toBe(TEAM_MESSAGES.limitReached);
    expect(
      (await invitations().query.byOrganisation({ organisationId: basic.organisationId }).go()).data,
    ).toHaveLength(0);

    // Enterprise: ten seats, the owner and one member hold two, eight open invitations the rest.
    const big = await owner('enterprise');
    await joined(big);
    for (let index = 0; index < 8; index += 1) {
      const response = await inviteTo(
        big,
        big.organisationId,
        `z${index}.${randomUUID().slice(0, 6)}@company.example`,
      );
      expect(response.status).toBe(201);
    }
    const eleventh = await inviteTo(
      big,
      big.organisationId,
      `over.${randomUUID().slice(0, 6)}@company.example`,
    );
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.message).toBe(TEAM_MESSAGES.limitReached);
  });

  it('lets the invited employer join; they act for the organisation and inherit its verification', async () => {
    const job = await postJob(acme);
    const applicant = await candidate();
    await callApi('/applications', { method: 'POST', headers: applicant.headers, body: { jobId: job.id } });

    const { person, token } = await invited(acme);
    const wrong = await accept(await newcomer(), token);
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({
      code: 'INVITATION_WRONG_ACCOUNT',
      message: TEAM_MESSAGES.wrongAccount,
    });
    const asCandidate = await accept(await candidate(false), token);
    expect(asCandidate.status).toBe(403);
    expect(asCandidate.json).toMatchObject({
      code: 'INVITATION_EMPLOYERS_ONLY',
      message: TEAM_MESSAGES.employersOnly,
    });
    const asAdmin = await accept(await accountOf('ADMIN'), token);
    expect(asAdmin.json.code).toBe('INVITATION_EMPLOYERS_ONLY');

    const accepted = await accept(person, token);
    expect(accepted.status).toBe(200);
    expect(accepted.json.data).toMatchObject({ organizationId: acme.organisationId, role: 'recruiter' });
    const me = (await callApi('/users/me', { headers: person.headers })).json.data;
    expect(me).toMatchObject({ isApproved: true, organizationId: acme.organisationId });

    // The organisation's applications, its jobs and its dashboard, with the token issued before joining.
    const listed = (await callApi(`/applications?jobId=${job.id}`, { headers: person.headers })).json
      .data as PageOf<EmployerApplication>;
    expect(listed.totalElements).toBe(1);
    const paused = await callApi(`/jobs/${job.id}/status`, {
      method: 'PUT',
      headers: person.headers,
      body: { isActive: false },
    });
    expect(paused.status).toBe(200);
    expect((await callApi('/employer/dashboard/stats', { headers: person.headers })).status).toBe(200);
    expect((await callApi(`/jobs/${job.id}/matching-candidates`, { headers: person.headers })).status).toBe(
      200,
    );

    // Single use: the link opens nothing now, not even for the person who used it.
    const again = await accept(person, token);
    expect(again.status).toBe(404);
    expect(again.json.message).toBe(TEAM_MESSAGES.invalidOrExpired);

    // A recruiter reads the team but does not manage it.
    const members = await callApi(`/organizations/${acme.organisationId}/members`, {
      headers: person.headers,
    });
    expect((members.json.data as TeamMember[]).map((member) => member.id)).toContain(person.record.id);
    const managing = await inviteTo(person, acme.organisationId, someAddress('r'));
    expect(managing.status).toBe(403);
    expect(managing.json).toMatchObject({ code: 'TEAM_ADMINS_ONLY', message: TEAM_MESSAGES.adminsOnly });
  });

  it("refuses a recruiter every change to the team, with the team's reason", async () => {
    const { person: recruiter } = await joined(acme);
    const { person: colleague } = await joined(acme);
    const { invitation } = await invited(acme);
    await expectRefused(
      recruiter,
      teamChanges(acme.organisationId, colleague.record.id, invitation.id),
      'TEAM_ADMINS_ONLY',
    );
    const team = await activeMemberships(acme.organisationId);
    expect(team.find((member) => member.userId === colleague.record.id)?.teamRole).toBe('recruiter');
    expect((await listInvitations(acme, acme.organisationId)).map((item) => item.id)).toContain(
      invitation.id,
    );
  });

  it('takes the team plan from the subscription: basic without one, and basic again once it has ended', async () => {
    const plainOrganisation = async (employer: TestEmployer) =>
      (await callApi(`/organizations/${employer.organisationId}`, { headers: employer.headers })).json
        .data as Organization;
    const fresh = await employerWithCompany();
    expect(await plainOrganisation(fresh)).toMatchObject({ subscriptionPlan: 'basic', maxRecruiters: 1 });
    await subscribeTo(fresh, 'premium');
    expect(await plainOrganisation(fresh)).toMatchObject({ subscriptionPlan: 'premium', maxRecruiters: 3 });

    // An enterprise subscription past its end date: the team is basic at once, with nothing written.
    const lapsed = await owner('enterprise');
    await giveSubscription(lapsed.organisationId, {
      plan: 'ENTERPRISE',
      startDate: new Date(Date.now() - 40 * 86_400_000),
      endDate: new Date(Date.now() - 60_000),
    });
    expect(await plainOrganisation(lapsed)).toMatchObject({ subscriptionPlan: 'basic', maxRecruiters: 1 });
    const refused = await inviteTo(
      lapsed,
      lapsed.organisationId,
      `l.${randomUUID().slice(0, 6)}@company.example`,
    );
    // As on basic: its one seat is the owner's.
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(TEAM_MESSAGES.limitReached);
  });

  it('refuses every change to a team whose plan has lapsed to basic, even to its admins', async () => {
    const shrinking = await owner('enterprise');
    const { person } = await joined(shrinking);
    const { invitation } = await invited(shrinking);
    await subscribeTo(shrinking, 'basic');
    await expectRefused(
      shrinking,
      teamChanges(shrinking.organisationId, person.record.id, invitation.id),
      'TEAM_PAID_PLAN_ONLY',
    );
    expect((await activeMemberships(shrinking.organisationId)).map((member) => member.userId)).toContain(
      person.record.id,
    );
    const { data: kept } = await invitations()
      .get({ organisationId: shrinking.organisationId, id: invitation.id })
      .go();
    expect(kept).toMatchObject({ status: 'pending', sends: 1 });
  });

  it('ends a removed member’s access on their next request, whatever token they hold', async () => {
    const job = await postJob(acme);
    const { person } = await joined(acme);
    expect((await callApi(`/applications?jobId=${job.id}`, { headers: person.headers })).status).toBe(200);

    const removed = await callApi(`/organizations/${acme.organisationId}/members/${person.record.id}`, {
      method: 'DELETE',
      headers: acme.headers,
    });
    expect(removed.status).toBe(200);
    expect((await callApi(`/applications?jobId=${job.id}`, { headers: person.headers })).status).toBe(403);
    const organisation = await callApi(`/organizations/${acme.organisationId}`, { headers: person.headers });
    expect(organisation.status).toBe(404);
    expect(organisation.json.message).toBe(TEAM_MESSAGES.notFound);
    const me = await callApi('/users/me', { headers: person.headers });
    expect(me.json.data).toMatchObject({ isApproved: false, organizationId: null });
    const record = await findUserById(person.record.id);
    expect(record && toUser(record).isApproved).toBe(false);
  });

  it('leaves a removed member an employer who has not applied: nothing awaits a decision, they may apply', async () => {
    const { person } = await joined(acme);
    await callApi(`/organizations/${acme.organisationId}/members/${person.record.id}`, {
      method: 'DELETE',
      headers: acme.headers,
    });
    const me = await callApi('/users/me', { headers: person.headers });
    expect(me.json.data).toMatchObject({ role: 'employer', isApproved: false, approvalStatus: null });
    const own = await callApi('/recruiter/applications/me', { headers: person.headers });
    expect(own.json.data).toBeNull();

    const applied = await callApi('/recruiter/applications', {
      method: 'POST',
      headers: person.headers,
      body: recruiterApplication(person.record.email),
    });
    expect(applied.status).toBe(201);
    const after = await callApi('/users/me', { headers: person.headers });
    expect(after.json.data).toMatchObject({ isApproved: false, approvalStatus: 'pending' });
  });

  it('changes roles, and never removes or demotes the owner', async () => {
    const { person } = await joined(acme);
    const memberPath = `/organizations/${acme.organisationId}/members/${person.record.id}`;
    const promoted = await callApi(memberPath, {
      method: 'PATCH',
      headers: acme.headers,
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.json.data).toMatchObject({ id: person.record.id, role: 'admin' });
    const ownerPath = `/organizations/${acme.organisationId}/members/${acme.record.id}`;
    const demoted = await callApi(ownerPath, {
      method: 'PATCH',
      headers: person.headers,
      body: { role: 'recruiter' },
    });
    expect(demoted.status).toBe(403);
    expect(demoted.json.message).toBe(TEAM_MESSAGES.ownerFixed);
    expect((await callApi(ownerPath, { method: 'DELETE', headers: person.headers })).status).toBe(403);
    const badRole = await callApi(memberPath, {
      method: 'PATCH',
      headers: acme.headers,
      body: { role: 'owner' },
    });
    expect(badRole.status).toBe(422);
  });

  it('refuses an expired link (fake clock) and voids the old link on resend', async () => {
    const { person, token, invitation } = await invited(acme);
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    await expect(acceptInvitation(person.principal, token, eightDaysOn)).rejects.toMatchObject({
      status: 404,
      message: TEAM_MESSAGES.invalidOrExpired,
    });
    const listedLater = await invitations()
      .get({ organisationId: acme.organisationId, id: invitation.id })
      .go();
    expect(listedLater.data?.status).toBe('pending');

    const resent = await callApi(
      `/organizations/${acme.organisationId}/invitations/${invitation.id}/resend`,
      {
        method: 'POST',
        headers: acme.headers,
      },
    );
    expect(resent.status).toBe(200);
    const fresh = await mailedToken(person.record.email, 2);
    expect(fresh).not.toBe(token);
    expect((await accept(person, token)).status).toBe(404);
    expect((await accept(person, fresh)).status).toBe(200);
  });

  it('lists an expired invitation as expired, and a new invitation to the address replaces it', async () => {
    const { person, invitation, token } = await invited(acme);
    await expire(acme.organisationId, invitation.id);
    const listed = await listInvitations(acme, acme.organisationId);
    expect(listed.find((item) => item.id === invitation.id)?.status).toBe('expired');
    expect((await accept(person, token)).status).toBe(404);

    const again = await inviteTo(acme, acme.organisationId, person.record.email);
    expect(again.status).toBe(201);
    const replacement = again.json.data as Invitation;
    const relisted = await listInvitations(acme, acme.organisationId);
    const toPerson = relisted.filter((item) => item.email === person.record.email);
    expect(toPerson).toEqual([expect.objectContaining({ id: replacement.id, status: 'pending' })]);
    const fresh = await mailedToken(person.record.email, 2);
    expect((await accept(person, fresh)).status).toBe(200);
  });

  it('mails nothing for a repeated Invitation Sent event; the mailed link keeps working', async () => {
    const { person, invitation, token } = await invited(acme);
    await mailInvitation({ organisationId: acme.organisationId, invitationId: invitation.id, send: 1 });
    expect(await waitForMail(person.record.email, 2, 1_000)).toHaveLength(1);
    const { data: stored } = await invitations()
      .get({ organisationId: acme.organisationId, id: invitation.id })
      .go();
    expect(stored?.tokenHash).toBe(hashInvitationToken(token));
    expect((await accept(person, token)).status).toBe(200);
  });

  it('reopens an expired invitation on resend only while a seat is free', async () => {
    // Enterprise: ten seats; the owner and nine invitations fill them, then one of those runs out.
    const full = await owner('enterprise');
    const sent: Invitation[] = [];
    for (let index = 0; index < 9; index += 1) {
      const response = await inviteTo(full, full.organisationId, someAddress(`seat${index}`));
      expect(response.status).toBe(201);
      sent.push(response.json.data as Invitation);
    }
    const [lapsed, open] = sent as [Invitation, Invitation];
    await expire(full.organisationId, lapsed.id);
    expect((await inviteTo(full, full.organisationId, someAddress('tenth'))).status).toBe(201);

    const resendPath = (id: string) => `/organizations/${full.organisationId}/invitations/${id}/resend`;
    const reopened = await callApi(resendPath(lapsed.id), { method: 'POST', headers: full.headers });
    expect(reopened.status).toBe(409);
    expect(reopened.json.message).toBe(TEAM_MESSAGES.limitReached);
    const { data: still } = await invitations()
      .get({ organisationId: full.organisationId, id: lapsed.id })
      .go();
    expect(still).toMatchObject({ sends: 1, expiresAt: expect.any(String) });
    expect(new Date(still?.expiresAt ?? 0).getTime()).toBeLessThan(Date.now());

    // An open invitation already holds its seat: sending it again needs no other.
    expect((await callApi(resendPath(open.id), { method: 'POST', headers: full.headers })).status).toBe(200);
    // A cancelled invitation gives its seat back, and the expired one may be reopened.
    await callApi(`/organizations/${full.organisationId}/invitations/${open.id}`, {
      method: 'DELETE',
      headers: full.headers,
    });
    expect((await callApi(resendPath(lapsed.id), { method: 'POST', headers: full.headers })).status).toBe(
      200,
    );
  });

  it('checks for a free seat when accepting: a plan shrunk since the invitation keeps the person out', async () => {
    const shrinking = await owner('enterprise');
    const { person, token, invitation } = await invited(shrinking);
    await subscribeTo(shrinking, 'basic');
    const refused = await accept(person, token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(TEAM_MESSAGES.limitReached);
    expect(await organisationOf(person.record.id)).toBeUndefined();
    const { data: waiting } = await invitations()
      .get({ organisationId: shrinking.organisationId, id: invitation.id })
      .go();
    expect(waiting?.status).toBe('pending');
  });

  it('refuses a decline from an account the invitation was not sent to', async () => {
    const { person, token } = await invited(acme);
    const decline = (who: TestAccount) =>
      callApi('/invitations/decline', { method: 'POST', headers: who.headers, body: { token } });
    const wrong = await decline(await newcomer());
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({
      code: 'INVITATION_WRONG_ACCOUNT',
      message: TEAM_MESSAGES.wrongAccount,
    });
    expect((await decline(person)).status).toBe(200);
  });

  it('declines and cancels: both links stop working and the invitation leaves the list', async () => {
    const first = await invited(acme);
    const declined = await callApi('/invitations/decline', {
      method: 'POST',
      headers: first.person.headers,
      body: { token: first.token },
    });
    expect(declined.status).toBe(200);
    expect((await accept(first.person, first.token)).status).toBe(404);

    const second = await invited(acme);
    const cancelled = await callApi(
      `/organizations/${acme.organisationId}/invitations/${second.invitation.id}`,
      {
        method: 'DELETE',
        headers: acme.headers,
      },
    );
    expect(cancelled.status).toBe(200);
    expect((await accept(second.person, second.token)).status).toBe(404);
    const listed = (
      await callApi(`/organizations/${acme.organisationId}/invitations`, { headers: acme.headers })
    ).json.data as Invitation[];
    expect(listed.map((item) => item.id)).not.toContain(first.invitation.id);
    expect(listed.map((item) => item.id)).not.toContain(second.invitation.id);
  });

  it('gives one member for two accepts of one link at once', async () => {
    const { person, token } = await invited(acme);
    const statuses = (await Promise.all([accept(person, token), accept(person, token)]))
      .map((response) => response.status)
      .sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    const members = (
      await callApi(`/organizations/${acme.organisationId}/members`, { headers: acme.headers })
    ).json.data as TeamMember[];
    expect(members.filter((member) => member.id === person.record.id)).toHaveLength(1);
  });

  it('gives a deleted member’s seat back; the owner stays a member', async () => {
    const { person } = await joined(acme);
    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers: person.headers,
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    await leaveTeamOf(person.record.id);
    expect(await organisationOf(person.record.id)).toBeUndefined();
    const team = await activeMemberships(acme.organisationId);
    expect(team.map((member) => member.userId)).not.toContain(person.record.id);
    await leaveTeamOf(acme.record.id);
    expect((await organisationOf(acme.record.id))?.organisationId).toBe(acme.organisationId);
  });

  it("answers outsiders 404 on every organisation route, and lets no one manage another's team", async () => {
    const outsiders = {
      'an admin of another team': await owner('enterprise'),
      'an employer not verified yet': await newcomer(),
      'a candidate': await candidate(false),
    };
    const { invitation } = await invited(acme);
    const base = `/organizations/${acme.organisationId}`;
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/members`],
      ['GET', `${base}/invitations`],
      ['POST', `${base}/invite`, { email: 'someone@company.example' }],
      ...teamChanges(acme.organisationId, acme.record.id, invitation.id),
    ];
    for (const [who, outsider] of Object.entries(outsiders)) {
      for (const [method, path, body] of calls) {
        const response = await callApi(path, { method, headers: outsider.headers, body });
        expect(response.status, `${who}: ${method} ${path}`).toBe(404);
        expect(response.json.message).toBe(TEAM_MESSAGES.notFound);
      }
    }
    const stillThere = await invitations()
      .get({ organisationId: acme.organisationId, id: invitation.id })
      .go();
    expect(stillThere.data?.status).toBe('pending');
    const admin = await accountOf('ADMIN');
    expect((await callApi(base, { headers: admin.headers })).status).toBe(200);
  });
});

const MEMBERS_ROUTE = 'GET /organizations/{orgId}/members';
const TEAMS_API = ROUTES.find((route) => routeKey(route) === MEMBERS_ROUTE)?.fn as FunctionSpec;

/**
 * GET /organizations/{orgId}/members run in this process as API Gateway would invoke it, with the
 * DynamoDB requests it sent: each one a round trip (ADR 0017), the account's read by the guard included.
 */
async function membersCounted(who: TestAccount, orgId: string) {
  const path = `/api/v1/organizations/${orgId}/members`;
  let answer: { statusCode?: number; body?: string } = {};
  const { requests } = await roundTripsOf(async () => {
    answer = (await teamsApi(
      {
        version: '2.0',
        routeKey: `GET /api/v1/organizations/{orgId}/members`,
        rawPath: path,
        rawQueryString: '',
        headers: { ...who.headers, [ORIGIN_VERIFY_HEADER]: process.env[ENV.originVerify] as string },
        pathParameters: { orgId },
        isBase64Encoded: false,
        requestContext: { http: { method: 'GET', path, sourceIp: '203.0.113.8' } },
      } as never,
      lambdaContext(TEAMS_API),
    )) as typeof answer;
  });
  const json = JSON.parse(String(answer.body)) as { data?: TeamMember[] };
  return { status: answer.statusCode, members: json.data ?? [], sends: requests };
}

const storedMembership = async (userId: string) =>
  (await memberships().get({ userId }).go({ consistent: true })).data;

/** What the list shows of a member, from their account as it now stands. */
async function listed(userId: string, role: string, isOwner: boolean) {
  const account = await findUserById(userId);
  if (!account) throw new Error(`No account ${userId}`);
  return expect.objectContaining({
    id: userId,
    ...accountCopyOf(account),
    role,
    status: 'active',
    isOwner,
  }) as TeamMember;
}

/** Makes a membership as one written before ADR 0017's copies: no account copy, no owner mark. */
const writtenBeforeTheCopies = (userId: string) =>
  memberships().patch({ userId }).remove(['firstName', 'lastName', 'email', 'owner']).go();

const copyIn = (membership: Record<string, unknown> | null | undefined): AccountCopy | undefined =>
  membership
    ? {
        firstName: membership.firstName as string,
        lastName: membership.lastName as string,
        email: membership.email as string,
      }
    : undefined;

describe('an invited colleague without an account (issue 38)', () => {
  const preview = (token: string) => callApi('/invitations/preview', { method: 'POST', body: { token } });
  const signUpThrough = (token: string, email: string, overrides: Record<string, unknown> = {}) =>
    callApi('/auth/secure-register', {
      method: 'POST',
      body: {
        firstName: 'Neha',
        lastName: 'Rao',
        email,
        password: 'Saffron@Desk91',
        role: 'employer',
        acceptTerms: true,
        acceptPrivacyPolicy: true,
        consentToDataProcessing: true,
        dateOfBirth: '1995-04-12',
        invitationToken: token,
        ...overrides,
      },
    });

  it('is named the company and the inviter, signs up with name and password only, and joins approved', async () => {
    const acme = await owner();
    const email = someAddress('neha');
    expect((await inviteTo(acme, acme.organisationId, email)).status).toBe(201);
    const [mail] = await waitForMail(email);
    const inviter = `${acme.record.firstName} ${acme.record.lastName}`;
    expect(mail?.subject).toBe(`${inviter} invited you to join ${acme.companyName} on Jobmatch`);
    expect(mail?.body.text).toContain('New to Jobmatch? Open the link to create your account');
    const token = await mailedToken(email);

    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect(shown.json.data).toEqual({
      organizationName: acme.companyName,
      inviterName: inviter,
      email,
      role: 'recruiter',
      hasAccount: false,
    });

    // No company, job title or LinkedIn, and no mailed code: the link was mailed to this address.
    const created = await signUpThrough(token, email.toUpperCase());
    expect(created.status).toBe(201);
    const session = created.json.data as { accessToken: string; user: Record<string, unknown> };
    expect(session.user).toMatchObject({ email, role: 'employer', companyName: null, isUnderReview: false });
    const headers = { authorization: `Bearer ${session.accessToken}` };
    expect((await preview(token)).json.data).toMatchObject({ hasAccount: true });

    const joinedTeam = await callApi('/invitations/accept', { method: 'POST', headers, body: { token } });
    expect(joinedTeam.status).toBe(200);
    // No recruiter application of their own: joining the verified organisation approves them for it.
    const me = await callApi('/users/me', { headers });
    expect(me.json.data).toMatchObject({
      isApproved: true,
      approvalStatus: 'approved',
      isUnderReview: false,
      companyName: acme.companyName,
      organizationId: acme.organisationId,
    });
    expect((await callApi('/employer/dashboard/stats', { headers })).status).toBe(200);
    // The link is used up: it previews nothing and signs nobody else up.
    expect((await preview(token)).status).toBe(404);
  });

  it('refuses a sign-up through a link for another address, a used or forged link, and a candidate', async () => {
    const acme = await owner();
    const email = someAddress('arjun');
    await inviteTo(acme, acme.organisationId, email);
    const token = await mailedToken(email);

    const other = someAddress('someone');
    const elsewhere = await signUpThrough(token, other);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json).toMatchObject({ code: 'INVALID_TOKEN', message: TEAM_MESSAGES.invalidOrExpired });
    const forged = await signUpThrough('x'.repeat(43), email);
    expect(forged.json.message).toBe(TEAM_MESSAGES.invalidOrExpired);
    const asCandidate = await signUpThrough(token, email, { role: 'candidate' });
    expect(asCandidate.status).toBe(422);
    expect(JSON.stringify(asCandidate.json)).toContain('A team invitation is for an employer account');
    const bothProofs = await signUpThrough(token, email, { verificationToken: 'y'.repeat(40) });
    expect(bothProofs.status).toBe(422);
    expect(await findUserByEmail(other)).toBeUndefined();
    expect(await findUserByEmail(email)).toBeUndefined();

    const unknown = await preview('z'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(TEAM_MESSAGES.invalidOrExpired);
    expect((await preview('short')).status).toBe(422);
  });
});

describe('the team list answers from the memberships (ADR 0017)', () => {
  let acme: TestEmployer;

  beforeEach(async () => {
    acme = await owner('enterprise');
  });

  it("copies the member's account onto each membership it makes: a new organisation, an accepted invitation, an approval", async () => {
    expect(await storedMembership(acme.record.id)).toMatchObject({
      ...accountCopyOf(acme.record),
      owner: true,
    });
    const { person } = await joined(acme);
    expect(await storedMembership(person.record.id)).toMatchObject({
      ...accountCopyOf(person.record),
      owner: false,
    });

    const applicant = await newcomer();
    const applied = await callApi('/recruiter/applications', {
      method: 'POST',
      headers: applicant.headers,
      body: recruiterApplication(applicant.record.email),
    });
    expect(applied.status).toBe(201);
    const admin = await accountOf('ADMIN');
    const approved = await callApi(
      `/admin/recruiters/applications/${(applied.json.data as { id: string }).id}/approve`,
      { method: 'POST', headers: admin.headers, body: {} },
    );
    expect(approved.status).toBe(200);
    const ownMembership = await storedMembership(applicant.record.id);
    expect(ownMembership).toMatchObject({
      ...accountCopyOf(applicant.record),
      owner: true,
      teamRole: 'admin',
    });
    const theirTeam = await membersCounted(applicant, ownMembership?.organisationId ?? '');
    expect(theirTeam.members).toEqual([await listed(applicant.record.id, 'admin', true)]);
  });

  it('lists the team in 2 round trips with the account, to its owner, a recruiter and a platform admin', async () => {
    const { person } = await joined(acme);
    const admin = await accountOf('ADMIN');
    const team = [
      await listed(acme.record.id, 'admin', true),
      await listed(person.record.id, 'recruiter', false),
    ];
    for (const who of [acme, person, admin]) {
      const { status, members, sends } = await membersCounted(who, acme.organisationId);
      expect(status).toBe(200);
      expect(members).toEqual(team);
      expect(sends).toBe(2);
    }
    // The list over HTTP is the same list.
    const overHttp = await callApi(`/organizations/${acme.organisationId}/members`, {
      headers: acme.headers,
    });
    expect(overHttp.json.data).toEqual(team);
    // An organisation without members (a demo company no one has joined) is read to tell it from none.
    const unknown = await membersCounted(admin, `org-${randomUUID()}`);
    expect(unknown.status).toBe(404);
  });

  it('answers memberships written before the copies from the accounts: the same list, in 3 round trips', async () => {
    const { person } = await joined(acme);
    const { person: colleague } = await joined(acme, 'admin');
    const fromCopies = await membersCounted(acme, acme.organisationId);
    expect(fromCopies.sends).toBe(2);

    // One old membership: its member's account alone is read (the owner is known by its mark).
    await writtenBeforeTheCopies(person.record.id);
    const oneOld = await membersCounted(acme, acme.organisationId);
    expect(oneOld).toEqual({ ...fromCopies, sends: 3 });

    // Every membership old, the owner's too: the accounts with the organisation (for its owner).
    await writtenBeforeTheCopies(acme.record.id);
    await writtenBeforeTheCopies(colleague.record.id);
    const allOld = await membersCounted(person, acme.organisationId);
    expect(allOld).toEqual({ ...fromCopies, sends: 3 });
    const admin = await accountOf('ADMIN');
    expect(await membersCounted(admin, acme.organisationId)).toEqual({ ...fromCopies, sends: 3 });

    // A name change gives an old membership the names but not the address: still read from the account.
    const renamed = await updateMe(person.principal, { firstName: 'Ishaan', lastName: 'Rao' });
    expect(await storedMembership(person.record.id)).toMatchObject({ firstName: 'Ishaan', lastName: 'Rao' });
    expect((await storedMembership(person.record.id))?.email).toBeUndefined();
    const partly = await membersCounted(acme, acme.organisationId);
    expect(partly.sends).toBe(3);
    expect(partly.members.find((member) => member.id === person.record.id)).toMatchObject({
      firstName: renamed.firstName,
      lastName: renamed.lastName,
      email: person.record.email,
    });
  });

  it("follows a member's name change, and leaves a deleted account out of the list at once", async () => {
    const { person } = await joined(acme);
    const renamed = await callApi('/users/me', {
      method: 'PUT',
      headers: person.headers,
      body: { firstName: 'Meera', lastName: 'Pillai' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({
      firstName: 'Meera',
      lastName: 'Pillai',
      email: person.record.email,
    });
    expect(copyIn(await storedMembership(person.record.id))).toEqual({
      firstName: 'Meera',
      lastName: 'Pillai',
      email: person.record.email,
    });
    const { members, sends } = await membersCounted(acme, acme.organisationId);
    expect(members).toEqual([
      await listed(acme.record.id, 'admin', true),
      await listed(person.record.id, 'recruiter', false),
    ]);
    expect(sends).toBe(2);

    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers: person.headers,
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    // Gone from the list before the Account Deleted rule runs: the deletion marked the membership.
    const afterDeletion = await membersCounted(acme, acme.organisationId);
    expect(afterDeletion.members.map((member) => member.id)).toEqual([acme.record.id]);
    expect(afterDeletion.sends).toBe(2);
    const left = await storedMembership(person.record.id);
    if (left) {
      expect(left.accountDeletedAt).toEqual(expect.any(String));
      expect(copyIn(left)).toEqual({ firstName: undefined, lastName: undefined, email: undefined });
    }

    // The owner's membership stays when their account goes, out of the list and without the copy.
    const admin = await accountOf('ADMIN');
    await callApi('/users/me', {
      method: 'DELETE',
      headers: acme.headers,
      body: { currentPassword: TEST_PASSWORD },
    });
    await leaveTeamOf(acme.record.id);
    expect(await storedMembership(acme.record.id)).toMatchObject({
      owner: true,
      accountDeletedAt: expect.any(String),
    });
    expect((await storedMembership(acme.record.id))?.email).toBeUndefined();
    expect(await membersCounted(admin, acme.organisationId)).toMatchObject({
      status: 200,
      members: [],
      sends: 2,
    });
  });

  it('copies the account as it is when it changes between the read and the write that copies it', async () => {
    // The invited person renames themselves after this request read their account: the join reads it again.
    const { person, token } = await invited(acme);
    await updateMe(person.principal, { firstName: 'Anjali' });
    await acceptInvitation(person.principal, token);
    expect(copyIn(await storedMembership(person.record.id))).toEqual({
      ...accountCopyOf(person.record),
      firstName: 'Anjali',
    });

    // A name change whose request read no membership, committed after the join: it finds the membership.
    const late = await invited(acme);
    const readBeforeJoining = { ...late.person.principal, membership: null };
    expect((await accept(late.person, late.token)).status).toBe(200);
    await updateMe(readBeforeJoining, { lastName: 'Bose' });
    expect(copyIn(await storedMembership(late.person.record.id))).toEqual({
      ...accountCopyOf(late.person.record),
      lastName: 'Bose',
    });
    // And one whose request read a membership since removed writes the name alone.
    const readWhileMember = {
      ...late.person.principal,
      membership: await storedMembership(late.person.record.id),
    };
    await callApi(`/organizations/${acme.organisationId}/members/${late.person.record.id}`, {
      method: 'DELETE',
      headers: acme.headers,
    });
    expect((await updateMe(readWhileMember, { lastName: 'Sen' })).lastName).toBe('Sen');
    expect((await findUserById(late.person.record.id))?.lastName).toBe('Sen');
    expect(await storedMembership(late.person.record.id)).toBeNull();
  });
});
