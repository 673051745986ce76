// Boundary: the jobs routes through the local API host -> DynamoDB Local (and the bus).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES } from '../../shared/jobs/schemas';
import type { Job, PageOf } from '../../shared/jobs/types';
import { callApi } from '../../test/support/api';
import { accountOf, employerWithCompany, jobBody, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { ALL_JOBS, jobCounters, jobs, listedBesideJobs } from '../model/jobs';
import { dynamoClient } from '../platform/clients/dynamo';
import { newestJobsWithTotal } from './admin-list';

const post = (who: { headers: Record<string, string> }, body: unknown) =>
  callApi('/jobs', { method: 'POST', body, headers: who.headers });
const fieldErrors = (response: { json: Record<string, unknown> }) =>
  (response.json.details as { fieldErrors: Record<string, string> }).fieldErrors;

describe('jobs', () => {
  let employer: TestEmployer;
  let other: TestEmployer;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ employer, other, admin } = await employersAndAdmin());
  });

  it("posts a job for the employer's own company (companyId ignored), readable by anyone", async () => {
    const response = await post(employer, jobBody({ companyId: other.companyId }));
    expect(response.status).toBe(201);
    const job = response.json.data as Job;
    expect(job).toMatchObject({
      companyId: employer.companyId,
      company: { id: employer.companyId, name: employer.companyName, logoUrl: null },
      isActive: true,
      applicationsCount: 0,
      salaryMin: 1_200_000,
      currency: 'INR',
      category: 'IT',
      function: 'engineering',
    });
    expect(job.id).toMatch(/^[0-9A-Z]{26}$/);
    // No date chosen: sixty days.
    const days = (new Date(job.expiresAt ?? '').getTime() - new Date(job.postedAt).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(60);

    const read = await callApi(`/jobs/${job.id}`);
    expect(read.status).toBe(200);
    expect(read.json.data).toEqual(job);
  });

  it('ends a chosen expiry date at midnight India time and refuses a past one', async () => {
    const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const ok = await post(employer, jobBody({ expiresAt: future }));
    expect((ok.json.data as Job).expiresAt).toBe(new Date(`${future}T23:59:59.999+05:30`).toISOString());

    const past = await post(employer, jobBody({ expiresAt: '2020-01-01' }));
    expect(past.status).toBe(422);
    expect(past.json.message).toBe(JOB_MESSAGES.expiryInPast);
  });

  it.each([
    [{ title: 'QA' }, 'title', JOB_MESSAGES.titleMin],
    [{ location: 'X' }, 'location', JOB_MESSAGES.locationRequired],
    [{ jobType: 'SOMETIMES' }, 'jobType', JOB_MESSAGES.typeRequired],
    [{ experienceMin: -1 }, 'experienceMin', JOB_MESSAGES.experienceMin],
    [{ experienceMin: 5, experienceMax: 2 }, 'experienceMax', JOB_MESSAGES.experienceRange],
    [{ salaryMin: -5 }, 'salaryMin', JOB_MESSAGES.salaryMin],
    [{ salaryMin: 2_000_000, salaryMax: 1_000_000 }, 'salaryMax', JOB_MESSAGES.salaryRange],
    [{ description: 'Too short to tell anyone anything.' }, 'description', JOB_MESSAGES.descriptionMin],
    [{ category: undefined }, 'category', JOB_MESSAGES.categoryRequired],
    [{ function: 'astrology' }, 'function', JOB_MESSAGES.functionRequired],
  ])('refuses %o with the spec message', async (override, field, message) => {
    const response = await post(employer, jobBody(override));
    expect(response.status).toBe(422);
    expect(fieldErrors(response)[field]).toBe(message);
  });

  it('lets an admin post for a chosen company, and asks for one when none is chosen', async () => {
    const missing = await post(admin, jobBody());
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe(JOB_MESSAGES.companyRequired);
    expect(fieldErrors(missing).companyId).toBe(JOB_MESSAGES.companyRequired);

    const unknown = await post(admin, jobBody({ companyId: 'no-such-company' }));
    expect(unknown.status).toBe(422);

    const posted = await post(admin, jobBody({ companyId: other.companyId }));
    expect(posted.status).toBe(201);
    expect((posted.json.data as Job).companyId).toBe(other.companyId);
  });

  it('refuses candidates and unapproved employers (403), and approved employers without an organisation', async () => {
    const [candidate, pending, lone] = await Promise.all([
      accountOf('USER'),
      accountOf('EMPLOYER', 'pending'),
      accountOf('EMPLOYER', 'approved'),
    ]);
    expect((await post(candidate, jobBody())).status).toBe(403);
    expect((await post(pending, jobBody())).status).toBe(403);
    const noOrganisation = await post(lone, jobBody());
    expect(noOrganisation.status).toBe(403);
    expect(noOrganisation.json.message).toBe(JOB_MESSAGES.noOrganisation);
  });

  it("edits, pauses and activates a job, and refuses another organisation's employer", async () => {
    const job = await postJob(employer);
    const edited = await callApi(`/jobs/${job.id}`, {
      method: 'PUT',
      headers: employer.headers,
      body: jobBody({ title: 'Principal Engineer', salaryMin: null, salaryMax: null, expiresAt: null }),
    });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ title: 'Principal Engineer', salaryMin: null, salaryMax: null });
    expect((edited.json.data as Job).expiresAt).toBe(job.expiresAt);

    const paused = await callApi(`/jobs/${job.id}/status`, {
      method: 'PUT',
      headers: employer.headers,
      body: { isActive: false },
    });
    expect((paused.json.data as Job).isActive).toBe(false);
    expect(((await callApi(`/jobs/${job.id}`)).json.data as Job).isActive).toBe(false);

    for (const [path, method, body] of [
      [`/jobs/${job.id}`, 'PUT', jobBody()],
      [`/jobs/${job.id}/status`, 'PUT', { isActive: true }],
      [`/jobs/${job.id}`, 'DELETE', undefined],
    ] as const) {
      const refused = await callApi(path, { method, headers: other.headers, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.json.message).toBe(JOB_MESSAGES.notYourJob);
    }

    const activated = await callApi(`/jobs/${job.id}/status`, {
      method: 'PUT',
      headers: admin.headers,
      body: { isActive: true },
    });
    expect((activated.json.data as Job).isActive).toBe(true);
    const { data: stored } = await jobs().get({ id: job.id }).go();
    expect(stored?.version).toBe(4);
  });

  it('deletes a job: then 404 to readers, and a repeated delete answers the same', async () => {
    const job = await postJob(employer);
    const deleted = await callApi(`/jobs/${job.id}`, { method: 'DELETE', headers: employer.headers });
    expect(deleted.status).toBe(200);
    const read = await callApi(`/jobs/${job.id}`);
    expect(read.status).toBe(404);
    expect(read.json.message).toBe(JOB_MESSAGES.jobNotFound);
    expect((await callApi(`/jobs/${job.id}`, { method: 'DELETE', headers: employer.headers })).status).toBe(
      200,
    );
    expect((await callApi(`/jobs/${job.id}`, { method: 'DELETE', headers: other.headers })).status).toBe(404);
    expect((await callApi('/jobs/01UNKNOWNJOB', { method: 'DELETE', headers: admin.headers })).status).toBe(
      404,
    );
  });

  it("lists a company's jobs newest first: open ones for the public, all for its members and admins", async () => {
    const company = await employerWithCompany();
    const first = await postJob(company, { title: 'First post' });
    const second = await postJob(company, { title: 'Second post' });
    await callApi(`/jobs/${first.id}/status`, {
      method: 'PUT',
      headers: company.headers,
      body: { isActive: false },
    });

    const publicPage = (await callApi(`/jobs/company/${company.companyId}?page=0&size=20`)).json
      .data as PageOf<Job>;
    expect(publicPage.content.map((job) => job.id)).toEqual([second.id]);
    expect(publicPage).toMatchObject({ page: 0, size: 20, totalElements: 1, totalPages: 1 });

    for (const viewer of [company, admin]) {
      const page = (await callApi(`/jobs/company/${company.companyId}`, { headers: viewer.headers })).json
        .data as PageOf<Job>;
      expect(page.content.map((job) => job.id)).toEqual([second.id, first.id]);
    }
    const outsider = (await callApi(`/jobs/company/${company.companyId}`, { headers: other.headers })).json
      .data as PageOf<Job>;
    expect(outsider.totalElements).toBe(1);

    const paged = (
      await callApi(`/jobs/company/${company.companyId}?page=1&size=1`, { headers: company.headers })
    ).json.data as PageOf<Job>;
    expect(paged).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(paged.content.map((job) => job.id)).toEqual([first.id]);

    expect((await callApi('/jobs/company/no-such-company')).status).toBe(404);
    expect((await callApi(`/jobs/company/${company.companyId}?size=0`)).status).toBe(422);
  });

  it('gives admins every job, newest first, with the total kept by the writes', async () => {
    const latest = await postJob(employer);
    const response = await callApi('/admin/jobs?page=0&size=5', { headers: admin.headers });
    expect(response.status).toBe(200);
    const page = response.json.data as PageOf<Job>;
    expect(page.content).toHaveLength(5);
    expect(page.totalElements).toBeGreaterThanOrEqual(60);
    const ids = page.content.map((job) => job.id);
    expect([...ids].sort().reverse()).toEqual(ids);
    expect((ids[0] ?? '') >= latest.id).toBe(true);
    expect((await callApi('/admin/jobs', { headers: employer.headers })).status).toBe(403);

    // The post filed the counter beside the jobs: one query answers the page and the total.
    const { data: counter } = await jobCounters().get({ scope: ALL_JOBS }).go();
    expect(counter).toMatchObject(listedBesideJobs());
    const send = vi.spyOn(dynamoClient(), 'send');
    const { data, total } = await newestJobsWithTotal(3);
    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();
    expect(data).toHaveLength(3);
    expect(total).toBeGreaterThanOrEqual(counter?.count ?? Number.POSITIVE_INFINITY);
  });

  it('answers an unknown job with 404 and the spec message', async () => {
    const response = await callApi('/jobs/01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(response.status).toBe(404);
    expect(response.json.message).toBe(JOB_MESSAGES.jobNotFound);
  });
});
