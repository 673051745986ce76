// Boundary: reporting a job and the admins' moderation queue, through the local API host -> DynamoDB Local
// -> the local bus -> the search index and the admin's notice mailer -> the SES stand-in (issue 33).
import { beforeAll, describe, expect, it } from 'vitest';
import { type PostingStanding, REPORT_MESSAGES, type ReportedJob } from '../../shared/jobs/reports';
import type { JobSearchResult } from '../../shared/jobs/types';
import { callApi, waitForMail } from '../../test/support/api';
import {
  accountOf,
  candidate,
  jobBody,
  TEST_PASSWORD,
  type TestAccount,
} from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { jobReports } from '../model/job-reports';

type Who = { headers: Record<string, string> };
const report = (who: Who, jobId: string, body: unknown = { reason: 'scam' }) =>
  callApi(`/jobs/${jobId}/reports`, { method: 'POST', headers: who.headers, body });
const decide = (who: Who, jobId: string, body: unknown) =>
  callApi(`/admin/job-reports/${jobId}/decision`, { method: 'POST', headers: who.headers, body });
const queue = async (who: Who) => {
  const response = await callApi('/admin/job-reports', { headers: who.headers });
  expect(response.status).toBe(200);
  return response.json.data as ReportedJob[];
};

/** The titles search finds for a word, once the index has caught up with what `expected` says. */
async function searchUntil(word: string, expected: number) {
  let found = -1;
  for (let attempt = 0; attempt < 40 && found !== expected; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 150));
    found = ((await callApi(`/jobs/search?search=${word}`)).json.data as JobSearchResult).total;
  }
  return found;
}

describe('reporting a job', () => {
  let employer: TestEmployer;
  let other: TestEmployer;
  let admin: TestAccount;
  let reporters: TestAccount[];

  beforeAll(async () => {
    ({ employer, other, admin } = await employersAndAdmin());
    reporters = await Promise.all([candidate(false), candidate(false), accountOf('EMPLOYER', 'approved')]);
  });

  it('takes one report per person: a second answers 409 with a clear message', async () => {
    const job = await postJob(employer);
    const [first] = reporters as [TestAccount];
    expect(
      (await callApi(`/jobs/${job.id}/reports/mine`, { headers: first.headers })).json.data,
    ).toMatchObject({
      reported: false,
    });
    const created = await report(first, job.id, { reason: 'fake', details: 'They never answer the phone.' });
    expect(created.status).toBe(201);
    const again = await report(first, job.id, { reason: 'offensive' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(REPORT_MESSAGES.alreadyReported);
    expect(
      (await callApi(`/jobs/${job.id}/reports/mine`, { headers: first.headers })).json.data,
    ).toMatchObject({
      reported: true,
    });
  });

  it("does not take a report of the caller's own organisation's job, and says so before asking", async () => {
    const job = await postJob(employer);
    expect((await callApi(`/jobs/${job.id}/reports/mine`, { headers: employer.headers })).json.data).toEqual({
      reported: false,
      reportedAt: null,
      ownJob: true,
    });
    const refused = await report(employer, job.id);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(REPORT_MESSAGES.ownJob);
    // Another organisation's employer may report it.
    expect(
      (await callApi(`/jobs/${job.id}/reports/mine`, { headers: other.headers })).json.data,
    ).toMatchObject({
      ownJob: false,
    });
    expect((await report(other, job.id)).status).toBe(201);
  });

  it('asks for words with "Other" and refuses an unknown job', async () => {
    const job = await postJob(employer);
    const [first] = reporters as [TestAccount];
    const bare = await report(first, job.id, { reason: 'other' });
    expect(bare.status).toBe(422);
    expect(bare.json.message).toBe(REPORT_MESSAGES.detailsRequired);
    expect((await report(first, job.id, { reason: 'nonsense' })).status).toBe(422);
    expect((await report(first, '01UNKNOWNJOB0000000000000A')).status).toBe(404);
  });

  it('three reports hold a job back from search; an admin restores it and each reporter is mailed once', async () => {
    const word = `quokka${Date.now().toString(36)}`;
    const job = await postJob(employer, { title: `${word} Accountant` });
    expect(await searchUntil(word, 1)).toBe(1);

    await report(reporters[0] as TestAccount, job.id, { reason: 'scam', details: 'Asked me to pay a fee.' });
    await report(reporters[1] as TestAccount, job.id, { reason: 'scam' });
    expect(await searchUntil(word, 1)).toBe(1);
    expect((await report(reporters[2] as TestAccount, job.id, { reason: 'fake' })).status).toBe(201);

    // Hidden at once: from search and the public page; its organisation and the admins still read it.
    expect(await searchUntil(word, 0)).toBe(0);
    expect((await callApi(`/jobs/${job.id}`)).status).toBe(404);
    expect((await callApi(`/jobs/${job.id}`, { headers: other.headers })).status).toBe(404);
    expect((await callApi(`/jobs/${job.id}`, { headers: employer.headers })).json.data).toMatchObject({
      underReview: true,
    });
    expect((await callApi(`/jobs/${job.id}`, { headers: admin.headers })).status).toBe(200);
    // Nor does it take applications meanwhile.
    const applicant = await candidate();
    const applied = await callApi('/applications', {
      method: 'POST',
      headers: applicant.headers,
      body: { jobId: job.id },
    });
    expect(applied.status).toBe(409);

    const row = (await queue(admin)).find((item) => item.jobId === job.id);
    expect(row).toMatchObject({
      reportCount: 3,
      reasons: { scam: 2, fake: 1 },
      organisationId: employer.organisationId,
    });
    expect(row?.heldAt).toBeTruthy();
    expect(row?.details.map((detail) => detail.text)).toEqual(['Asked me to pay a fee.']);

    const restored = await decide(admin, job.id, { decision: 'restore' });
    expect(restored.status, restored.text).toBe(200);
    expect(await searchUntil(word, 1)).toBe(1);
    expect((await callApi(`/jobs/${job.id}`)).json.data).not.toHaveProperty('underReview');
    expect((await queue(admin)).some((item) => item.jobId === job.id)).toBe(false);

    for (const reporter of reporters) {
      const [mail] = await waitForMail(reporter.record.email);
      expect(mail?.subject).toBe(`We reviewed the job you reported, “${word} Accountant”`);
    }
    // A repeat (a lost answer) announces again and mails nobody twice; the other decision is refused.
    expect((await decide(admin, job.id, { decision: 'restore' })).status).toBe(200);
    const late = await decide(admin, job.id, { decision: 'remove', reason: 'Changed my mind about this.' });
    expect(late.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await waitForMail((reporters[0] as TestAccount).record.email, 2, 500)).toHaveLength(1);
  });

  it("forgets a deleted account's reports and words; the queue keeps its counts", async () => {
    const job = await postJob(employer, { title: 'Store Keeper' });
    const reporter = await candidate(false);
    await report(reporter, job.id, { reason: 'wrong_info', details: 'The shop is in Thane, not Pune.' });
    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers: reporter.headers,
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    let left = 1;
    for (let attempt = 0; attempt < 40 && left > 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      left = (await jobReports().query.byJob({ jobId: job.id }).go()).data.length;
    }
    expect(left).toBe(0);
    const row = (await queue(admin)).find((item) => item.jobId === job.id);
    expect(row).toMatchObject({ reportCount: 1, reasons: { wrong_info: 1 }, details: [] });
  });

  it('closes the reports of a job removed meanwhile from Admin Jobs as removed, never as restored', async () => {
    const job = await postJob(employer, { title: 'Night Shift Packer' });
    const reporter = await candidate(false);
    await report(reporter, job.id, { reason: 'fake' });
    const reason = 'This post repeats another one of yours; please keep one post per role.';
    const moderated = await callApi(`/admin/jobs/${job.id}/moderation`, {
      method: 'POST',
      headers: admin.headers,
      body: { action: 'remove', reason },
    });
    expect(moderated.status).toBe(200);
    const restore = await decide(admin, job.id, { decision: 'restore' });
    expect(restore.status).toBe(409);
    expect(restore.json.message).toBe(REPORT_MESSAGES.jobGone);
    expect((await decide(admin, job.id, { decision: 'remove', reason })).status).toBe(200);
    const [mail] = await waitForMail(reporter.record.email);
    expect(mail?.subject).toBe('The job you reported, “Night Shift Packer”, has been removed');
  });

  it('removing reported jobs twice in 90 days suspends posting (409 with why) until an admin lifts it', async () => {
    const standing = async () =>
      (await callApi('/jobs/posting-standing', { headers: other.headers })).json.data as PostingStanding;
    const reason = 'This post asks candidates for a registration fee, which Jobmatch does not allow.';
    for (const title of ['Data Entry Operator', 'Tele Caller']) {
      const job = await postJob(other, { title });
      await report(reporters[0] as TestAccount, job.id, { reason: 'scam' });
      const removed = await decide(admin, job.id, { decision: 'remove', reason });
      expect(removed.status).toBe(200);
      expect((await callApi(`/jobs/${job.id}`)).status).toBe(404);
    }
    expect(await standing()).toMatchObject({ suspended: true, recentRemovals: 2 });
    const refused = await callApi('/jobs', { method: 'POST', headers: other.headers, body: {} });
    expect(refused.status).toBe(422); // the body is checked first; a valid post meets the suspension
    await expect(postJob(other)).rejects.toThrow(/409/);
    const mails = await waitForMail((reporters[0] as TestAccount).record.email, 3);
    expect(mails.map((mail) => mail.subject)).toContain(
      'The job you reported, “Tele Caller”, has been removed',
    );

    const lifted = await callApi(`/admin/organizations/${other.organisationId}/posting-suspension`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(lifted.status).toBe(200);
    expect(await standing()).toMatchObject({ suspended: false });
    await postJob(other);

    const suspended = await callApi(`/admin/organizations/${other.organisationId}/posting-suspension`, {
      method: 'POST',
      headers: admin.headers,
      body: { reason: 'Repeated fee requests reported by candidates.' },
    });
    expect(suspended.status).toBe(200);
    const post = await callApi('/jobs', { method: 'POST', headers: other.headers, body: jobBody() });
    expect(post.status).toBe(409);
    expect(post.json.message).toBe(REPORT_MESSAGES.postingSuspended);
  });
});
