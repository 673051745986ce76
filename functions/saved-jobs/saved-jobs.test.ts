// Boundary: saved jobs through the local API host -> DynamoDB Local.
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../shared/jobs/schemas';
import type { Job, SavedJob } from '../../shared/jobs/types';
import { callApi } from '../../test/support/api';
import { candidate, employerWithCompany, jobBody } from '../../test/support/marketplace';
import { postJob } from '../../test/support/marketplace-cast';
import { eventually } from '../../test/support/matching';
import { savedJobs } from '../model/saved-jobs';

describe('saved jobs', () => {
  it('saves and unsaves idempotently, lists newest first, and shows a deleted job as null', async () => {
    const employer = await employerWithCompany();
    const person = await candidate(false);
    const [first, second] = [await postJob(employer), await postJob(employer)];
    const save = (id: string) =>
      callApi(`/candidates/saved-jobs/${id}`, { method: 'POST', headers: person.headers });
    const list = async () =>
      (await callApi('/candidates/saved-jobs', { headers: person.headers })).json.data as SavedJob[];

    expect(await list()).toEqual([]);
    expect((await save(first.id)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await save(second.id)).status).toBe(200);
    expect((await save(second.id)).status).toBe(200);
    const saved = await list();
    expect(saved.map((item) => item.jobId)).toEqual([second.id, first.id]);
    expect(saved[0]?.job).toMatchObject({
      id: second.id,
      title: second.title,
      company: { id: employer.companyId },
    });
    expect(saved[0]?.job).not.toHaveProperty('description');

    // The save's copy of its job follows the job's events (ADR 0017).
    await callApi(`/jobs/${first.id}`, { method: 'DELETE', headers: employer.headers });
    const afterDelete = await eventually(
      list,
      (now) => now.find((item) => item.jobId === first.id)?.job === null,
    );
    expect(afterDelete.find((item) => item.jobId === first.id)?.job).toBeNull();

    const unsave = () =>
      callApi(`/candidates/saved-jobs/${second.id}`, { method: 'DELETE', headers: person.headers });
    expect((await unsave()).status).toBe(200);
    expect((await unsave()).status).toBe(200);
    expect((await list()).map((item) => item.jobId)).toEqual([first.id]);

    const unknown = await save('01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(JOB_MESSAGES.jobNotFound);
  });

  it("keeps each save's copy of its job as the job now reads, and reads the job of a save without one", async () => {
    const employer = await employerWithCompany();
    const person = await candidate(false);
    const [job, older] = [await postJob(employer), await postJob(employer)];
    const list = async () =>
      (await callApi('/candidates/saved-jobs', { headers: person.headers })).json.data as SavedJob[];
    const summaryNow = async (id: string) => {
      const {
        description: _d,
        requirements: _r,
        responsibilities: _s,
        benefits: _b,
        contactEmail: _c,
        companyId: _i,
        applicationsCount: _a,
        updatedAt: _u,
        isActive: _x,
        confirmedAt: _ca,
        confirmationDueOn: _cd,
        closedUnconfirmedAt: _cu,
        underReview: _ur,
        ...summary
      } = (await callApi(`/jobs/${id}`)).json.data as Job;
      return summary;
    };
    const savedJobOf = async (id: string) => (await list()).find((item) => item.jobId === id)?.job;

    await callApi(`/candidates/saved-jobs/${job.id}`, { method: 'POST', headers: person.headers });
    expect(await savedJobOf(job.id)).toEqual(await summaryNow(job.id));

    const edited = await callApi(`/jobs/${job.id}`, {
      method: 'PUT',
      headers: employer.headers,
      body: jobBody({
        title: 'Staff Engineer',
        location: 'Pune',
        skills: ['Go'],
        salaryMin: null,
        salaryMax: null,
      }),
    });
    expect(edited.status).toBe(200);
    const expected = await summaryNow(job.id);
    expect(expected.title).toBe('Staff Engineer');
    await eventually(
      () => savedJobOf(job.id),
      (copy) => copy?.title === 'Staff Engineer',
    );
    expect(await savedJobOf(job.id)).toEqual(expected);

    // A save kept before copies were: no copy, so the list reads its job.
    await savedJobs()
      .put({ candidateId: person.record.id, jobId: older.id, savedAt: new Date().toISOString() })
      .go();
    expect(await savedJobOf(older.id)).toEqual(await summaryNow(older.id));
    await callApi(`/jobs/${older.id}`, { method: 'DELETE', headers: employer.headers });
    expect(await savedJobOf(older.id)).toBeNull();
  });

  it('is for candidates only', async () => {
    const employer = await employerWithCompany();
    expect((await callApi('/candidates/saved-jobs', { headers: employer.headers })).status).toBe(403);
  });
});
