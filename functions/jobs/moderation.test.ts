// Boundary: an admin pausing or removing a job with a reason, through the local API host -> DynamoDB Local
// -> the local bus -> the admin's notice mailer -> the SES stand-in; and the Admin Jobs search and filters.
import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../shared/jobs/moderation';
import type { Job, PageOf } from '../../shared/jobs/types';
import { callApi, waitForMail } from '../../test/support/api';
import type { TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';

const moderate = (who: { headers: Record<string, string> }, jobId: string, body: unknown) =>
  callApi(`/admin/jobs/${jobId}/moderation`, { method: 'POST', headers: who.headers, body });
const adminJobs = async (who: { headers: Record<string, string> }, query: Record<string, string>) => {
  const response = await callApi(`/admin/jobs?${new URLSearchParams(query)}`, { headers: who.headers });
  expect(response.status).toBe(200);
  return response.json.data as PageOf<Job>;
};

describe('admin job moderation', () => {
  let employer: TestEmployer;
  let other: TestEmployer;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ employer, other, admin } = await employersAndAdmin());
  });

  it('pauses a job with a reason and mails the employer, naming the job, once', async () => {
    const job = await postJob(employer, { title: 'Senior Java Engineer' });
    const reason = 'The salary range is missing; candidates need it to decide whether to apply.';
    const response = await moderate(admin, job.id, { action: 'pause', reason });
    expect(response.status).toBe(200);
    expect((response.json.data as { job: Job }).job.isActive).toBe(false);
    expect((await callApi(`/jobs/${job.id}`)).json.data).toMatchObject({ isActive: false });

    const [mail] = await waitForMail(employer.record.email);
    expect(mail?.subject).toBe('Your job “Senior Java Engineer” has been paused');
    expect(mail?.body.text).toContain(`Hi ${employer.record.firstName},`);
    expect(mail?.body.text).toContain(reason);
    expect(mail?.body.text).toContain(employer.companyName);
    expect(mail?.body.text).toMatch(/IST/);

    // A repeat (a lost answer) changes nothing and mails nothing more.
    expect((await moderate(admin, job.id, { action: 'pause', reason })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await waitForMail(employer.record.email, 2, 500)).toHaveLength(1);
  });

  it('removes a job with a reason and tells the employer', async () => {
    const job = await postJob(other, { title: 'Warehouse Supervisor' });
    const reason = 'This post asks candidates for a registration fee, which Jobmatch does not allow.';
    expect((await moderate(admin, job.id, { action: 'remove', reason })).status).toBe(200);
    expect((await callApi(`/jobs/${job.id}`)).status).toBe(404);
    const [mail] = await waitForMail(other.record.email);
    expect(mail?.subject).toBe('Your job “Warehouse Supervisor” has been removed from Jobmatch');
    expect(mail?.body.text).toContain(reason);
  });

  it('asks for a reason and changes nothing without one', async () => {
    const job = await postJob(employer);
    const missing = await moderate(admin, job.id, { action: 'pause' });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe(MODERATION_MESSAGES.reasonRequired);
    const short = await moderate(admin, job.id, { action: 'remove', reason: 'spam' });
    expect(short.status).toBe(422);
    expect(short.json.message).toBe(MODERATION_MESSAGES.reasonTooShort);
    expect((await callApi(`/jobs/${job.id}`)).json.data).toMatchObject({ isActive: true });
  });

  it('is for admins only, and 404 for an unknown job', async () => {
    const job = await postJob(employer);
    const body = { action: 'pause', reason: 'Testing who may pause a job here.' };
    expect((await moderate(employer, job.id, body)).status).toBe(403);
    expect((await moderate(admin, '01UNKNOWNJOB0000000000000A', body)).status).toBe(404);
  });

  it('searches by title or company and filters by company, status and posting day', async () => {
    const mark = `Zebrafish${Date.now().toString(36)}`;
    const open = await postJob(employer, { title: `${mark} Analyst` });
    const paused = await postJob(employer, { title: `${mark} Curator` });
    await moderate(admin, paused.id, {
      action: 'pause',
      reason: 'Paused for the filter test, nothing more.',
    });
    await postJob(other, { title: `${mark} Keeper` });

    const byText = await adminJobs(admin, { q: mark.toLowerCase() });
    expect(byText.totalElements).toBe(3);
    const byCompany = await adminJobs(admin, { q: mark, companyId: employer.companyId });
    expect(byCompany.content.map((job) => job.id).sort()).toEqual([open.id, paused.id].sort());
    const onlyPaused = await adminJobs(admin, { q: mark, status: 'paused' });
    expect(onlyPaused.content.map((job) => job.id)).toEqual([paused.id]);
    const byCompanyName = await adminJobs(admin, { q: `${mark} ${other.companyName}` });
    expect(byCompanyName.totalElements).toBe(1);

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await adminJobs(admin, { q: mark, postedFrom: today, postedTo: today })).totalElements).toBe(3);
    expect((await adminJobs(admin, { q: mark, postedTo: '2020-01-01' })).totalElements).toBe(0);
    const bad = await callApi('/admin/jobs?status=archived', { headers: admin.headers });
    expect(bad.status).toBe(422);
  });
});
