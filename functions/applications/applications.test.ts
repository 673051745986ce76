// Boundary: applying and the application lists through the local API host -> DynamoDB Local.
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../shared/jobs/schemas';
import type { Application, EmployerApplication, PageOf } from '../../shared/jobs/types';
import { callApi } from '../../test/support/api';
import { accountOf, candidate, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { jobs } from '../model/jobs';

const applyTo = (who: TestAccount, jobId: string, coverLetter?: string) =>
  callApi('/applications', { method: 'POST', headers: who.headers, body: { jobId, coverLetter } });
const countOf = async (jobId: string) => (await jobs().get({ id: jobId }).go()).data?.applicationsCount;

describe('applications', () => {
  let employer: TestEmployer;
  let other: TestEmployer;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ employer, other, admin } = await employersAndAdmin());
  });

  it('applies with the resume on file, counts it, and refuses a second application with 409', async () => {
    const job = await postJob(employer);
    const person = await candidate();
    const response = await applyTo(person, job.id, 'I have built hiring tools before.');
    expect(response.status).toBe(201);
    expect(response.json.data).toMatchObject({
      jobId: job.id,
      candidateId: person.record.id,
      status: 'applied',
      coverLetter: 'I have built hiring tools before.',
      job: { id: job.id, title: job.title, company: { id: employer.companyId }, location: 'Pune' },
    });
    expect(await countOf(job.id)).toBe(1);

    const again = await applyTo(person, job.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(JOB_MESSAGES.alreadyApplied);
    expect(await countOf(job.id)).toBe(1);
  });

  it('keeps the count exact when ten candidates apply at once', async () => {
    const job = await postJob(employer);
    const people = await Promise.all(Array.from({ length: 10 }, () => candidate()));
    const responses = await Promise.all(people.map((person) => applyTo(person, job.id)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(await countOf(job.id)).toBe(10);
    const listed = (await callApi(`/applications?jobId=${job.id}&size=100`, { headers: employer.headers }))
      .json.data as PageOf<EmployerApplication>;
    expect(listed.totalElements).toBe(10);
  });

  it('refuses one candidate applying twice at once: one 201, one 409, counted once', async () => {
    const job = await postJob(employer);
    const person = await candidate();
    const statuses = (await Promise.all([applyTo(person, job.id), applyTo(person, job.id)]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([201, 409]);
    expect(await countOf(job.id)).toBe(1);
  });

  it('asks for a resume first', async () => {
    const job = await postJob(employer);
    const response = await applyTo(await candidate(false), job.id);
    expect(response.status).toBe(422);
    expect(response.json.message).toBe(JOB_MESSAGES.resumeRequired);
    expect(await countOf(job.id)).toBe(0);
  });

  it('refuses paused, expired, deleted and unknown jobs', async () => {
    const person = await candidate();
    const paused = await postJob(employer);
    await callApi(`/jobs/${paused.id}/status`, {
      method: 'PUT',
      headers: employer.headers,
      body: { isActive: false },
    });
    const closed = await applyTo(person, paused.id);
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe(JOB_MESSAGES.jobClosed);

    const expired = await postJob(employer);
    await jobs()
      .patch({ id: expired.id })
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .go();
    expect((await applyTo(person, expired.id)).json.message).toBe(JOB_MESSAGES.jobClosed);
    expect(await countOf(expired.id)).toBe(0);

    const deleted = await postJob(employer);
    await callApi(`/jobs/${deleted.id}`, { method: 'DELETE', headers: employer.headers });
    const gone = await applyTo(person, deleted.id);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe(JOB_MESSAGES.jobNotFound);
    expect((await applyTo(person, '01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
  });

  it('lets only candidates apply', async () => {
    const job = await postJob(employer);
    expect((await applyTo(employer, job.id)).status).toBe(403);
    expect((await applyTo(admin, job.id)).status).toBe(403);
  });

  it("lists a candidate's own applications newest first, readable after the job is deleted", async () => {
    const person = await candidate();
    const first = await postJob(employer, { title: 'Data Analyst' });
    const second = await postJob(other, { title: 'Product Designer' });
    await applyTo(person, first.id);
    await applyTo(person, second.id);
    await callApi(`/jobs/${first.id}`, { method: 'DELETE', headers: employer.headers });

    const response = await callApi('/candidates/applications', { headers: person.headers });
    const list = response.json.data as Application[];
    expect(list.map((application) => application.job.title)).toEqual(['Product Designer', 'Data Analyst']);
    expect(list[0]).toMatchObject({ status: 'applied', job: { company: { name: other.companyName } } });
  });

  it("shows an organisation only its own applications; another's job reads as not found", async () => {
    // A non-IT job's applicants are free to see in full (the IT rule: it-access.test.ts).
    const job = await postJob(employer, { category: 'NON_IT' });
    const person = await candidate();
    await applyTo(person, job.id);

    const own = (await callApi(`/applications?jobId=${job.id}`, { headers: employer.headers })).json
      .data as PageOf<EmployerApplication>;
    expect(own.content).toHaveLength(1);
    expect(own.content[0]).toMatchObject({
      organisationId: employer.organisationId,
      candidate: { id: person.record.id, email: person.record.email },
      resume: { fileName: 'Kavya-Menon-Resume.pdf' },
      history: [],
    });

    const outsider = await callApi(`/applications?jobId=${job.id}`, { headers: other.headers });
    expect(outsider.status).toBe(404);
    const all = (await callApi('/applications', { headers: other.headers })).json
      .data as PageOf<EmployerApplication>;
    expect(all.content.some((application) => application.jobId === job.id)).toBe(false);

    const byAdmin = (await callApi(`/applications?jobId=${job.id}`, { headers: admin.headers })).json
      .data as PageOf<EmployerApplication>;
    expect(byAdmin.totalElements).toBe(1);

    const lone = await accountOf('EMPLOYER', 'approved');
    const none = await callApi('/applications', { headers: lone.headers });
    expect(none.status).toBe(403);
    expect(none.json.message).toBe(JOB_MESSAGES.noOrganisation);
  });

  it('moves an application through statuses with history; others cannot', async () => {
    const job = await postJob(employer);
    const person = await candidate();
    const { id } = (await applyTo(person, job.id)).json.data as Application;

    const refused = await callApi(`/applications/${id}`, {
      method: 'PUT',
      headers: other.headers,
      body: { status: 'hired' },
    });
    expect(refused.status).toBe(404);

    const bad = await callApi(`/applications/${id}`, {
      method: 'PUT',
      headers: employer.headers,
      body: { status: 'ghosted' },
    });
    expect(bad.status).toBe(422);

    const moved = await callApi(`/applications/${id}`, {
      method: 'PUT',
      headers: employer.headers,
      body: { status: 'shortlisted' },
    });
    expect(moved.status).toBe(200);
    const changed = moved.json.data as EmployerApplication;
    expect(changed.status).toBe('shortlisted');
    expect(changed.history).toEqual([
      { from: 'applied', to: 'shortlisted', by: employer.record.id, at: expect.any(String) },
    ]);

    const filtered = (
      await callApi(`/applications?jobId=${job.id}&status=shortlisted`, {
        headers: employer.headers,
      })
    ).json.data as PageOf<EmployerApplication>;
    expect(filtered.content.map((application) => application.id)).toEqual([id]);

    const own = (await callApi('/candidates/applications', { headers: person.headers })).json
      .data as Application[];
    expect(own[0]?.status).toBe('shortlisted');
  });
});
