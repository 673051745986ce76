// Boundary: the IT applicant rule (pricing FAQ) over HTTP through the local API host -> DynamoDB Local:
// every employer-facing application answer and POST /applications/{id}/open, against subscriptions set
// up in the table as a verified payment leaves them.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICANT_REFUSALS } from '../../shared/employer/access';
import type { PipelineApplication, PipelineRow } from '../../shared/employer/types';
import type { Application, PageOf } from '../../shared/jobs/types';
import { endSessionsOf } from '../../test/support/accounts';
import { callApi } from '../../test/support/api';
import { accountOf, candidate, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { roundTripsOf } from '../../test/support/round-trips';
import { applicationsUsedOf, giveSubscription } from '../../test/support/subscription-term';
import { memberships } from '../model/memberships';
import { organisations } from '../model/organisations';
import { subscriptions } from '../model/subscriptions';
import type { Principal } from '../platform/auth/principal';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { ENV, ORIGIN_VERIFY_HEADER } from '../platform/resources';
import { handler as applicationsHandler } from './entry';
import { listApplications } from './service';

const applyTo = async (who: TestAccount, jobId: string) => {
  const response = await callApi('/applications', { method: 'POST', headers: who.headers, body: { jobId } });
  expect(response.status).toBe(201);
  return response.json.data as Application;
};
const rowsOf = async (employer: TestAccount, query = '') => {
  const response = await callApi(`/applications${query}`, { headers: employer.headers });
  expect(response.status).toBe(200);
  return response.json.data as PageOf<PipelineRow>;
};
const open = (employer: TestAccount, id: string) =>
  callApi(`/applications/${id}/open`, { method: 'POST', headers: employer.headers });
const accessById = (page: PageOf<PipelineRow>) =>
  Object.fromEntries(page.content.map((row) => [row.id, row.access]));

/** The applicant's own data by every route that shows it: the status of each answer. */
async function applicantReads(employer: TestAccount, id: string) {
  const answers = await Promise.all([
    callApi(`/applications/${id}/candidate`, { headers: employer.headers }),
    callApi(`/applications/${id}/resume`, { headers: employer.headers }),
    callApi(`/applications/${id}/notes`, { headers: employer.headers }),
    callApi(`/applications/${id}/notes`, { method: 'POST', headers: employer.headers, body: { text: 'Hi' } }),
  ]);
  return answers.map((answer) => [answer.status, answer.json.code]);
}

/** An organisation with an IT job and a non-IT job, each with applicants. */
async function organisationWithApplicants(itApplicants: number) {
  const { employer, other, admin } = await employersAndAdmin();
  const [itJob, otherJob] = await Promise.all([
    postJob(employer, { category: 'IT' }),
    postJob(employer, { category: 'NON_IT' }),
  ]);
  const people = await Promise.all(Array.from({ length: itApplicants + 1 }, () => candidate()));
  const it: Application[] = [];
  for (const person of people.slice(0, itApplicants)) it.push(await applyTo(person, itJob.id));
  const nonIt = await applyTo(people[itApplicants] as TestAccount, otherJob.id);
  return { employer, other, admin, itJob, otherJob, it, nonIt, people };
}

describe('an organisation without a subscription', () => {
  let setting: Awaited<ReturnType<typeof organisationWithApplicants>>;
  beforeAll(async () => {
    setting = await organisationWithApplicants(2);
  });

  it('sees non-IT applicants in full and IT applicants as counts only, with no candidate data', async () => {
    const { employer, it, nonIt, people } = setting;
    const page = await rowsOf(employer);
    expect(page.totalElements).toBe(3);
    expect(accessById(page)).toEqual({
      [nonIt.id]: 'full',
      [(it[0] as Application).id]: 'subscriptionRequired',
      [(it[1] as Application).id]: 'subscriptionRequired',
    });
    const redacted = page.content.find((row) => row.id === it[0]?.id) as PipelineRow;
    expect(Object.keys(redacted).sort()).toEqual(
      [
        'access',
        'appliedAt',
        'history',
        'id',
        'job',
        'jobId',
        'organisationId',
        'status',
        'updatedAt',
      ].sort(),
    );
    const text = JSON.stringify(page.content.filter((row) => row.access !== 'full'));
    for (const person of people.slice(0, 2)) {
      expect(text).not.toContain(person.record.email);
      expect(text).not.toContain(person.record.id);
    }
    const full = page.content.find((row) => row.id === nonIt.id) as PipelineApplication;
    expect(full.card.email).toBe(people[2]?.record.email);
  });

  it('refuses every read of an IT applicant with the subscription code, and opening too', async () => {
    const { employer, it, nonIt } = setting;
    const id = (it[0] as Application).id;
    const refusal = [402, 'IT_SUBSCRIPTION_REQUIRED'];
    expect(await applicantReads(employer, id)).toEqual([refusal, refusal, refusal, refusal]);
    const opened = await open(employer, id);
    expect(opened.status).toBe(402);
    expect(opened.json).toMatchObject({
      code: 'IT_SUBSCRIPTION_REQUIRED',
      message: APPLICANT_REFUSALS.IT_SUBSCRIPTION_REQUIRED,
    });
    // A non-IT applicant needs no opening; opening it answers it in full all the same.
    const free = await open(employer, nonIt.id);
    expect(free.status).toBe(200);
    expect((free.json.data as PipelineApplication).access).toBe('full');
    expect((await applicantReads(employer, nonIt.id)).map(([status]) => status)).toEqual([
      200, 200, 200, 201,
    ]);
  });

  it('keeps stages working: status moves and filters count redacted rows, a search never finds them', async () => {
    const { employer, it, itJob, people } = setting;
    const id = (it[1] as Application).id;
    const moved = await callApi(`/applications/${id}`, {
      method: 'PUT',
      headers: employer.headers,
      body: { status: 'shortlisted' },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.data).toMatchObject({ id, status: 'shortlisted', access: 'subscriptionRequired' });
    expect(JSON.stringify(moved.json.data)).not.toContain(people[1]?.record.email);
    expect((await rowsOf(employer, `?jobId=${itJob.id}&status=shortlisted`)).totalElements).toBe(1);
    const name = encodeURIComponent(people[1]?.record.email.slice(0, 14) ?? '');
    expect((await rowsOf(employer, `?search=${name}`)).totalElements).toBe(0);
  });

  it("keeps an IT applicant's profile closed by the candidate route too", async () => {
    const { employer, people } = setting;
    const profile = await callApi(`/candidates/${people[0]?.record.id}`, { headers: employer.headers });
    expect(profile.status).toBe(404);
  });

  it('does not limit platform admins', async () => {
    const { admin, it, itJob } = setting;
    const page = await rowsOf(admin, `?jobId=${itJob.id}`);
    expect(page.content.map((row) => row.access)).toEqual(['full', 'full']);
    const read = await callApi(`/applications/${it[0]?.id}/candidate`, { headers: admin.headers });
    expect(read.status).toBe(200);
  });

  it("refuses another organisation's employer (404), a candidate and a pending employer (403)", async () => {
    const { other, it, people } = setting;
    const id = (it[0] as Application).id;
    expect((await open(other, id)).status).toBe(404);
    expect((await open(other, 'no-such-application')).status).toBe(404);
    expect((await open(people[0] as TestAccount, id)).status).toBe(403);
    expect((await open(await accountOf('EMPLOYER', 'pending'), id)).status).toBe(403);
  });
});

describe('an organisation with a subscription', () => {
  it('counts each IT application once when first opened, reopens free, and locks the rest at the limit', async () => {
    const { employer, it, nonIt } = await organisationWithApplicants(3);
    const term = await giveSubscription(employer.organisationId, { applicationLimit: 2 });
    const [first, second, third] = it.map((application) => application.id) as [string, string, string];

    expect(accessById(await rowsOf(employer))).toEqual({
      [first]: 'available',
      [second]: 'available',
      [third]: 'available',
      [nonIt.id]: 'full',
    });
    // Not opened yet: the applicant's data waits for the opening, which is the page's to ask for.
    expect((await applicantReads(employer, first))[0]).toEqual([403, 'IT_NOT_OPENED']);

    const opened = await open(employer, first);
    expect(opened.status).toBe(200);
    expect(opened.json.data).toMatchObject({
      id: first,
      access: 'full',
      card: { email: expect.any(String) },
    });
    expect(await applicationsUsedOf(employer.organisationId, term.id)).toBe(1);
    expect((await open(employer, first)).status).toBe(200);
    expect((await applicantReads(employer, first)).map(([status]) => status)).toEqual([200, 200, 200, 201]);
    expect(await applicationsUsedOf(employer.organisationId, term.id)).toBe(1);

    expect((await open(employer, second)).status).toBe(200);
    const locked = await open(employer, third);
    expect(locked.status).toBe(402);
    expect(locked.json).toMatchObject({ code: 'IT_LOCKED', message: APPLICANT_REFUSALS.IT_LOCKED });
    expect(await applicationsUsedOf(employer.organisationId, term.id)).toBe(2);
    expect(accessById(await rowsOf(employer))).toEqual({
      [first]: 'full',
      [second]: 'full',
      [third]: 'locked',
      [nonIt.id]: 'full',
    });
    expect((await applicantReads(employer, third))[0]).toEqual([402, 'IT_LOCKED']);
  });

  it('gives the last application to one of two concurrent opens', async () => {
    const { employer, it } = await organisationWithApplicants(2);
    const term = await giveSubscription(employer.organisationId, { applicationLimit: 1 });
    const answers = await Promise.all(it.map((application) => open(employer, application.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 402]);
    expect(await applicationsUsedOf(employer.organisationId, term.id)).toBe(1);
  });

  it('shows every IT applicant in full on the unlimited enterprise plan, and still counts what was read', async () => {
    const { employer, it, itJob } = await organisationWithApplicants(2);
    const term = await giveSubscription(employer.organisationId, { plan: 'ENTERPRISE' });
    expect(term.applicationLimit).toBe(-1);
    const page = await rowsOf(employer, `?jobId=${itJob.id}`);
    expect(page.content.map((row) => row.access)).toEqual(['full', 'full']);
    const id = (it[0] as Application).id;
    expect((await applicantReads(employer, id)).map(([status]) => status)).toEqual([200, 200, 200, 201]);
    expect(await applicationsUsedOf(employer.organisationId, term.id)).toBe(1);
  });

  it('redacts IT applicants again once the subscription has ended, opened ones included', async () => {
    const { employer, it } = await organisationWithApplicants(1);
    const id = (it[0] as Application).id;
    await giveSubscription(employer.organisationId, { applicationLimit: 5 });
    expect((await open(employer, id)).status).toBe(200);
    await giveSubscription(employer.organisationId, {
      startDate: new Date(Date.now() - 40 * 86_400_000),
      endDate: new Date(Date.now() - 60_000),
    });
    expect(accessById(await rowsOf(employer))[id]).toBe('subscriptionRequired');
    expect((await applicantReads(employer, id))[0]).toEqual([402, 'IT_SUBSCRIPTION_REQUIRED']);
  });

  it('reads the access of a page of applications in one batch', async () => {
    const { employer, itJob } = await organisationWithApplicants(3);
    await giveSubscription(employer.organisationId, { applicationLimit: 10 });
    const principal = (employer as TestEmployer).principal;
    // The applications beside the subscription's term, its usage, then the page's openings together.
    for (const query of [{}, { jobId: itJob.id }]) {
      const { rounds } = await roundTripsOf(() =>
        listApplications(principal, { page: 0, size: 20, ...query }),
      );
      expect(rounds).toBeLessThanOrEqual(3);
    }
  });
});

describe("the applicant's profile through its route", () => {
  /** GET /applications/{id}/candidate in this process, with the DynamoDB requests it sent. */
  async function candidateRead(who: TestAccount, id: string) {
    let answer = { status: 0, json: {} as { data?: { id?: string }; code?: string } };
    const { requests } = await roundTripsOf(async () => {
      const response = await applicationsHandler(
        {
          routeKey: 'GET /api/v1/applications/{id}/candidate',
          rawPath: `/api/v1/applications/${id}/candidate`,
          pathParameters: { id },
          headers: {
            [ORIGIN_VERIFY_HEADER]: process.env[ENV.originVerify] as string,
            authorization: who.headers.authorization,
          },
        } as unknown as APIGatewayProxyEventV2,
        { awsRequestId: 'test' } as Context,
      );
      answer = { status: response.statusCode ?? 0, json: JSON.parse(String(response.body)) };
    });
    return { ...answer, requests };
  }

  it('reads the account with the application, and the applicant with the standing: 2 reads and the view', async () => {
    const { employer, other, admin, it, nonIt, people } = await organisationWithApplicants(1);
    const applicant = people[1] as TestAccount;
    const read = await candidateRead(employer, nonIt.id);
    expect(read.status).toBe(200);
    expect(read.json.data?.id).toBe(applicant.record.id);
    // Two BatchGetItems, then the profile view's transaction (the spec counts views) and, beside it, the
    // access log's entry (ADR 0037).
    expect(read.requests).toBe(4);
    // An admin opens it without a view counted: the two reads and the access log's entry.
    expect(await candidateRead(admin, nonIt.id)).toMatchObject({ status: 200, requests: 3 });
    // Another organisation learns nothing, and nothing read for the applicant is answered.
    expect(await candidateRead(other, nonIt.id)).toMatchObject({ status: 404, json: { code: 'NOT_FOUND' } });
    // The IT rule still decides what the applicant's own data may show.
    expect(await candidateRead(employer, (it[0] as Application).id)).toMatchObject({
      status: 402,
      json: { code: 'IT_SUBSCRIPTION_REQUIRED' },
    });
    // An ended session: 401 before anything else.
    await endSessionsOf(employer.record.id);
    expect(await candidateRead(employer, nonIt.id)).toMatchObject({
      status: 401,
      json: { code: 'UNAUTHORIZED' },
    });
  });
});

/** The employer as a request sees them: the membership read with the account, as authenticate does. */
async function signedIn(employer: TestEmployer): Promise<Principal> {
  const { data: membership } = await memberships().get({ userId: employer.record.id }).go();
  return { ...employer.principal, membership: membership ?? null };
}

/** The list's reads after the account's (sends, each a round trip) and the access of each row. */
async function listRead(employer: TestEmployer, query: { search?: string } = {}) {
  const principal = await signedIn(employer);
  let page: PageOf<PipelineRow> | undefined;
  const { requests } = await roundTripsOf(async () => {
    page = await listApplications(principal, { page: 0, size: 20, ...query });
  });
  return { requests, access: accessById(page as PageOf<PipelineRow>) };
}

/** Takes an item out of gsi2, as items written before they were listed there stand. */
async function unlist(key: Record<string, unknown>) {
  await dynamoClient().send(
    new UpdateCommand({ TableName: config.tableName, Key: key, UpdateExpression: 'REMOVE gsi2pk, gsi2sk' }),
  );
}

describe('the pipeline reads the organisation and its subscription with its applications (ADR 0017)', () => {
  it('answers from one query without a subscription: IT rows redacted, the others in full', async () => {
    const { employer, it, nonIt } = await organisationWithApplicants(2);
    const [first, second] = it.map((application) => application.id) as [string, string];
    expect(await listRead(employer as TestEmployer)).toEqual({
      requests: 1,
      access: { [first]: 'subscriptionRequired', [second]: 'subscriptionRequired', [nonIt.id]: 'full' },
    });
  });

  it('answers from one query under an unlimited subscription, and a search finds IT applicants', async () => {
    const { employer, it, people } = await organisationWithApplicants(1);
    await giveSubscription(employer.organisationId, { plan: 'ENTERPRISE' });
    const read = await listRead(employer as TestEmployer);
    expect(read.requests).toBe(1);
    expect(Object.values(read.access)).toEqual(['full', 'full']);
    const search = await listRead(employer as TestEmployer, {
      search: people[0]?.record.email.slice(0, 14) ?? '',
    });
    expect(search).toEqual({ requests: 1, access: { [(it[0] as Application).id]: 'full' } });
  });

  it("takes a limited subscription's usage from the query; only the page's openings are read after it", async () => {
    const { employer, it, nonIt } = await organisationWithApplicants(2);
    const [first, second] = it.map((application) => application.id) as [string, string];
    await giveSubscription(employer.organisationId, { applicationLimit: 1 });
    expect((await open(employer, first)).status).toBe(200);
    expect(await listRead(employer as TestEmployer)).toEqual({
      requests: 2,
      access: { [first]: 'full', [second]: 'locked', [nonIt.id]: 'full' },
    });
  });

  it('reads the newest term: an ended subscription, then a new one', async () => {
    const { employer, it } = await organisationWithApplicants(1);
    const id = (it[0] as Application).id;
    await giveSubscription(employer.organisationId, {
      plan: 'ENTERPRISE',
      startDate: new Date(Date.now() - 40 * 86_400_000),
      endDate: new Date(Date.now() - 60_000),
    });
    expect((await listRead(employer as TestEmployer)).access[id]).toBe('subscriptionRequired');
    await giveSubscription(employer.organisationId, { applicationLimit: 3, applicationsUsed: 3 });
    expect((await listRead(employer as TestEmployer)).access[id]).toBe('locked');
  });

  it('never answers from another organisation: its term and usage are not in this partition', async () => {
    const { employer, other, it } = await organisationWithApplicants(1);
    await giveSubscription(other.organisationId, { plan: 'ENTERPRISE' });
    expect((await listRead(employer as TestEmployer)).access[(it[0] as Application).id]).toBe(
      'subscriptionRequired',
    );
  });

  it('reads the subscription as before for an organisation not listed yet, only when an IT row needs it', async () => {
    const { employer, it, nonIt } = await organisationWithApplicants(1);
    const id = (it[0] as Application).id;
    await giveSubscription(employer.organisationId, { applicationLimit: 2, applicationsUsed: 2 });
    await unlist(organisations().get({ id: employer.organisationId }).params().Key);
    // The subscription query (the usage, locked at the limit), then the page's openings.
    expect(await listRead(employer as TestEmployer)).toEqual({
      requests: 3,
      access: { [id]: 'locked', [nonIt.id]: 'full' },
    });
  });

  it('asks nothing of the subscription when no row is IT, listed or not', async () => {
    const { employer, nonIt } = await organisationWithApplicants(0);
    await giveSubscription(employer.organisationId, { applicationLimit: 2 });
    await unlist(organisations().get({ id: employer.organisationId }).params().Key);
    expect(await listRead(employer as TestEmployer)).toEqual({ requests: 1, access: { [nonIt.id]: 'full' } });
  });

  it('reads the usage as before when the current limited subscription was created before it was listed', async () => {
    const { employer, it } = await organisationWithApplicants(1);
    const id = (it[0] as Application).id;
    const term = await giveSubscription(employer.organisationId, {
      applicationLimit: 2,
      applicationsUsed: 2,
    });
    await unlist(subscriptions().get({ organisationId: employer.organisationId, id: term.id }).params().Key);
    expect(await listRead(employer as TestEmployer)).toEqual({ requests: 3, access: expect.any(Object) });
    expect((await listRead(employer as TestEmployer)).access[id]).toBe('locked');
  });
});
