// Boundary: team analytics through the local API host -> DynamoDB Local, with the counters written by the
// jobs and applications features' own write paths (posts and status changes at known times).
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { jobInputSchema } from '../../shared/jobs/schemas';
import {
  TEAM_ANALYTICS,
  TEAM_ANALYTICS_MESSAGES,
  type TeamAnalytics,
  teamAnalyticsSchema,
} from '../../shared/teams/analytics';
import { TEAM_REFUSALS } from '../../shared/teams/schemas';
import { callApi, waitForMail } from '../../test/support/api';
import {
  accountOf,
  candidate,
  employerWithCompany,
  jobBody,
  type TestAccount,
} from '../../test/support/marketplace';
import type { TestEmployer } from '../../test/support/marketplace-cast';
import { giveSubscription } from '../../test/support/subscription-term';
import { apply, changeStatus } from '../applications/service';
import { createJob } from '../jobs/service';
import { findUserById, toUser } from '../model/accounts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const analyticsOf = (who: { headers?: Record<string, string> }, orgId: string) =>
  callApi(`/organizations/${orgId}/analytics`, { headers: who.headers });

/** A fresh pending employer invited by the admin and joined by the mailed link, as a recruiter. */
async function joinedRecruiter(admin: TestEmployer): Promise<TestAccount> {
  const person = await accountOf('EMPLOYER', 'pending');
  const invited = await callApi(`/organizations/${admin.organisationId}/invite`, {
    method: 'POST',
    headers: admin.headers,
    body: { email: person.record.email, role: 'recruiter' },
  });
  expect(invited.status).toBe(201);
  const [mail] = await waitForMail(person.record.email);
  const token = /\/invite\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail?.body.text ?? '')?.[1];
  const accepted = await callApi('/invitations/accept', {
    method: 'POST',
    headers: person.headers,
    body: { token },
  });
  expect(accepted.status).toBe(200);
  // Joining gave them the organisation's verification: act with the account as it is now.
  const record = await findUserById(person.record.id);
  if (!record) throw new Error('The recruiter account is gone');
  return { ...person, record, principal: { user: toUser(record), record } };
}

const postAt = (who: TestAccount, at: Date) =>
  createJob(who.principal, z.parse(jobInputSchema, jobBody()), at);

describe('team analytics', () => {
  let acme: TestEmployer;
  let recruiter: TestAccount;

  beforeAll(async () => {
    acme = await employerWithCompany();
    await giveSubscription(acme.organisationId, { plan: 'ENTERPRISE' });
    recruiter = await joinedRecruiter(acme);

    // Ten days ago: the owner posts two jobs and the recruiter one; three candidates apply an hour later.
    const t0 = new Date(Date.now() - 10 * DAY_MS);
    const at = (hours: number) => new Date(t0.getTime() + hours * HOUR_MS);
    const [first] = await Promise.all([postAt(acme, t0), postAt(acme, at(0.1))]);
    const theirs = await postAt(recruiter, at(0.2));
    const [one, two, three] = await Promise.all([candidate(), candidate(), candidate()]);
    const a1 = await apply(one.principal, { jobId: first.id }, at(1));
    const a2 = await apply(two.principal, { jobId: first.id }, at(1));
    const a3 = await apply(three.principal, { jobId: theirs.id }, at(1));
    // The owner answers a1 after 30 minutes and a2 after 90 (median 60), then moves a1 on again.
    await changeStatus(acme.principal, a1.id, 'reviewed', at(1.5));
    await changeStatus(acme.principal, a2.id, 'shortlisted', at(2.5));
    await changeStatus(acme.principal, a1.id, 'interviewed', at(5));
    // The recruiter answers a3 after two hours; the owner's later move of it is no first response.
    await changeStatus(recruiter.principal, a3.id, 'reviewed', at(3));
    await changeStatus(acme.principal, a3.id, 'rejected', at(6));

    // A hundred days ago, out of the window: a post, an application and its first response.
    const old = new Date(Date.now() - 100 * DAY_MS);
    const oldJob = await postAt(recruiter, old);
    const four = await candidate();
    const a4 = await apply(four.principal, { jobId: oldJob.id }, new Date(old.getTime() + HOUR_MS));
    await changeStatus(recruiter.principal, a4.id, 'reviewed', new Date(old.getTime() + 2 * HOUR_MS));
  });

  it("answers each member's figures of the last 90 days to the owner", async () => {
    const response = await analyticsOf(acme, acme.organisationId);
    expect(response.status).toBe(200);
    const analytics = z.parse(teamAnalyticsSchema, response.json.data) as TeamAnalytics;
    expect(analytics.period.days).toBe(TEAM_ANALYTICS.days);
    const byId = new Map(analytics.members.map((member) => [member.id, member]));
    expect(byId.get(acme.record.id)).toMatchObject({
      role: 'admin',
      isOwner: true,
      jobsPosted: 2,
      applicationsMoved: 4,
      firstResponses: 2,
      medianFirstResponseSeconds: 3_600,
    });
    expect(byId.get(recruiter.record.id)).toMatchObject({
      role: 'recruiter',
      isOwner: false,
      jobsPosted: 1,
      applicationsMoved: 1,
      firstResponses: 1,
      medianFirstResponseSeconds: 7_200,
    });
    expect(analytics.members).toHaveLength(2);
  });

  it('answers a member with no first response with none, and a new team with zeros', async () => {
    const fresh = await employerWithCompany();
    await giveSubscription(fresh.organisationId, { plan: 'ENTERPRISE' });
    const response = await analyticsOf(fresh, fresh.organisationId);
    expect(response.status).toBe(200);
    expect((response.json.data as TeamAnalytics).members).toEqual([
      expect.objectContaining({
        id: fresh.record.id,
        jobsPosted: 0,
        applicationsMoved: 0,
        firstResponses: 0,
        medianFirstResponseSeconds: null,
      }),
    ]);
  });

  it("refuses a recruiter, a platform admin, another organisation's owner, a candidate and a stranger", async () => {
    const byRecruiter = await analyticsOf(recruiter, acme.organisationId);
    expect(byRecruiter.status).toBe(403);
    expect(byRecruiter.json).toMatchObject({
      code: 'TEAM_ADMINS_ONLY',
      message: TEAM_REFUSALS.TEAM_ADMINS_ONLY,
    });

    const admin = await accountOf('ADMIN');
    expect((await analyticsOf(admin, acme.organisationId)).status).toBe(403);

    const other = await employerWithCompany();
    await giveSubscription(other.organisationId, { plan: 'ENTERPRISE' });
    const byOther = await analyticsOf(other, acme.organisationId);
    expect(byOther.status).toBe(404);
    expect(JSON.stringify(byOther.json)).not.toContain(recruiter.record.id);

    const person = await candidate(false);
    expect((await analyticsOf(person, acme.organisationId)).status).toBe(404);
    expect((await analyticsOf({}, acme.organisationId)).status).toBe(401);
    expect((await analyticsOf(acme, 'not an id!')).status).toBe(404);
  });

  it('tells an organisation below Enterprise that team analytics is part of the Enterprise plan', async () => {
    for (const plan of ['PROFESSIONAL', 'BASIC', undefined] as const) {
      const owner = await employerWithCompany();
      if (plan) await giveSubscription(owner.organisationId, { plan });
      const response = await analyticsOf(owner, owner.organisationId);
      expect(response.status, String(plan)).toBe(403);
      expect(response.json).toMatchObject({
        code: 'TEAM_ANALYTICS_ENTERPRISE_ONLY',
        message: TEAM_ANALYTICS_MESSAGES.enterpriseOnly,
      });
    }
  });
});
