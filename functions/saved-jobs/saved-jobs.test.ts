// Boundary: saved jobs through the local API host -> DynamoDB Local.
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../shared/jobs/schemas';
import type { SavedJob } from '../../shared/jobs/types';
import { callApi } from '../../test/support/api';
import { candidate, employerWithCompany } from '../../test/support/marketplace';
import { postJob } from '../../test/support/marketplace-cast';

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

    await callApi(`/jobs/${first.id}`, { method: 'DELETE', headers: employer.headers });
    expect((await list()).find((item) => item.jobId === first.id)?.job).toBeNull();

    const unsave = () =>
      callApi(`/candidates/saved-jobs/${second.id}`, { method: 'DELETE', headers: person.headers });
    expect((await unsave()).status).toBe(200);
    expect((await unsave()).status).toBe(200);
    expect((await list()).map((item) => item.jobId)).toEqual([first.id]);

    const unknown = await save('01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(JOB_MESSAGES.jobNotFound);
  });

  it('is for candidates only', async () => {
    const employer = await employerWithCompany();
    expect((await callApi('/candidates/saved-jobs', { headers: employer.headers })).status).toBe(403);
  });
});
