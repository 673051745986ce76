// Boundary: a candidate withdrawing an application (PUT /applications/{id}) through the local API host -> DynamoDB Local.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PipelineRow } from '../../shared/employer/types';
import type { Application, PageOf } from '../../shared/jobs/types';
import { WITHDRAWAL_MESSAGES } from '../../shared/jobs/withdrawal';
import { callApi } from '../../test/support/api';
import { accountOf, candidate, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { jobs } from '../model/jobs';

const put = (who: TestAccount, id: string, body: object) =>
  callApi(`/applications/${id}`, { method: 'PUT', headers: who.headers, body });

describe('withdrawing an application', () => {
  let employer: TestEmployer;
  let other: TestEmployer;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ employer, other, admin } = await employersAndAdmin());
  });

  async function applied() {
    const job = await postJob(employer);
    const person = await candidate();
    const response = await callApi('/applications', {
      method: 'POST',
      headers: person.headers,
      body: { jobId: job.id },
    });
    expect(response.status).toBe(201);
    return { job, person, application: response.json.data as Application };
  }

  it('withdraws with a reason: both sides read Withdrawn, the active pipeline drops it, nothing else moves', async () => {
    const { job, person, application } = await applied();
    const response = await put(person, application.id, {
      status: 'withdrawn',
      reason: 'other',
      reasonText: 'Relocating abroad next month',
    });
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ id: application.id, status: 'withdrawn' });

    const mine = (await callApi('/candidates/applications', { headers: person.headers })).json
      .data as Application[];
    expect(mine.find((item) => item.id === application.id)?.status).toBe('withdrawn');

    const active = (await callApi(`/applications?jobId=${job.id}`, { headers: employer.headers })).json
      .data as PageOf<PipelineRow>;
    expect(active.content.map((row) => row.id)).not.toContain(application.id);
    const withdrawn = (
      await callApi(`/applications?jobId=${job.id}&status=withdrawn`, { headers: employer.headers })
    ).json.data as PageOf<PipelineRow & { history?: { to: string; reason?: string; reasonText?: string }[] }>;
    expect(withdrawn.content.map((row) => row.id)).toEqual([application.id]);
    // The job's count keeps the application: a withdrawal frees nothing.
    expect((await jobs().get({ id: job.id }).go()).data?.applicationsCount).toBe(1);

    // Withdrawing again answers as it stands.
    expect((await put(person, application.id, { status: 'withdrawn' })).status).toBe(200);
  });

  it('leaves a withdrawn application where the candidate put it: no employer moves it (409)', async () => {
    const { person, application } = await applied();
    expect((await put(person, application.id, { status: 'withdrawn' })).status).toBe(200);
    const moved = await put(employer, application.id, { status: 'shortlisted' });
    expect(moved.status).toBe(409);
    expect(moved.json.message).toBe(WITHDRAWAL_MESSAGES.withdrawnAlready);
  });

  it('refuses to withdraw once hired (409), and lets only the candidate withdraw', async () => {
    const { person, application } = await applied();
    expect((await put(employer, application.id, { status: 'withdrawn' })).status).toBe(403);
    expect((await put(admin, application.id, { status: 'withdrawn' })).status).toBe(403);
    expect((await put(person, application.id, { status: 'shortlisted' })).status).toBe(403);
    expect((await put(employer, application.id, { status: 'hired' })).status).toBe(200);
    const late = await put(person, application.id, { status: 'withdrawn' });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(WITHDRAWAL_MESSAGES.afterHired);
  });

  it("answers another candidate's application, and an unknown one, as not found; employers stay gated", async () => {
    const { application } = await applied();
    const stranger = await candidate(false);
    expect((await put(stranger, application.id, { status: 'withdrawn' })).status).toBe(404);
    expect((await put(stranger, 'no-such-application', { status: 'withdrawn' })).status).toBe(404);
    const pending = await accountOf('EMPLOYER', 'pending');
    expect((await put(pending, application.id, { status: 'reviewed' })).status).toBe(403);
    // Another organisation cannot move it either (as before the route opened to candidates).
    expect([403, 404]).toContain((await put(other, application.id, { status: 'reviewed' })).status);
    expect((await put(stranger, application.id, { status: 'withdrawn', reason: 'bored' })).status).toBe(422);
  });
});
