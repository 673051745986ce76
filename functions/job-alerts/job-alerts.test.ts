// Boundary: job alerts through the local API host: saved searches in DynamoDB Local, jobs posted through
// the API and matched by the Job Changed consumer on the local bus, mails in the SES stand-in, the daily
// run called as its schedule would.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JOB_ALERT_LIMITS, JOB_ALERT_MESSAGES } from '../../shared/job-alerts/rules';
import type { JobAlert } from '../../shared/job-alerts/types';
import { callApi, waitForMail } from '../../test/support/api';
import { accountOf, candidate, employerWithCompany } from '../../test/support/marketplace';
import { postJob } from '../../test/support/marketplace-cast';
import type { JobChangedDetail } from '../model/events';
import { jobAlertDigestEntries } from '../model/job-alert-digest-entries';
import { guestSubscriberId, jobAlerts } from '../model/job-alerts';
import { mailAlertDigests } from './digest';
import { digestDayOf } from './digest-day';
import { alertSubscribers } from './matcher';

/** A word no other test's job has, so only this test's jobs match its alerts. */
const uniqueWord = () => `quokka${randomUUID().slice(0, 8).replace(/-/g, '')}`;

async function saveAlert(
  headers: Record<string, string>,
  search: Record<string, unknown>,
  frequency = 'instant',
) {
  const response = await callApi('/job-alerts', { method: 'POST', headers, body: { search, frequency } });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json.data as JobAlert;
}

const alertMails = async (to: string, count = 1, timeoutMs = 10_000) =>
  (await waitForMail(to, count, timeoutMs)).filter(
    (mail) => mail.subject.includes('Job') || mail.subject.includes('job'),
  );

const headerOf = (mail: { headers?: { name: string; value: string }[] } | undefined, name: string) =>
  mail?.headers?.find((header) => header.name === name)?.value;

/** The Job Changed event of a job as posted: what the bus delivered, to deliver again. */
function changedDetail(job: Awaited<ReturnType<typeof postJob>>, organisationId: string): JobChangedDetail {
  const { id, title, company, location, jobType, isRemote, isHybrid, salaryMin, salaryMax, currency } = job;
  return {
    jobId: id,
    version: 1,
    job: {
      id,
      title,
      company,
      location,
      jobType,
      isRemote,
      isHybrid,
      salaryMin,
      salaryMax,
      currency,
      experienceMin: job.experienceMin,
      experienceMax: job.experienceMax,
      skills: job.skills,
      category: job.category,
      function: job.function,
      postedAt: job.postedAt,
      expiresAt: job.expiresAt,
      isActive: true,
      organisationId,
    },
  };
}

describe('job alerts', () => {
  it('mails an instant alert once per person and job, with the one-click unsubscribe pair, however often the event comes', async () => {
    const word = uniqueWord();
    const person = await candidate(false);
    const employer = await employerWithCompany();
    const alert = await saveAlert(person.headers, { search: word, location: 'Pune' });
    expect(alert.name).toBe(`${word} jobs in Pune`);
    // A second alert of the same person matches the same job: the job still reaches them once.
    await saveAlert(person.headers, { search: word }, 'daily');

    await postJob(employer, { title: `Senior ${word} Developer`, location: 'Mumbai' });
    const job = await postJob(employer, { title: `${word} Developer`, location: 'Pune' });
    const mails = await alertMails(person.record.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    console.info(
      `--- The instant alert as ${person.record.email} reads it ---\n${mail?.subject}\n\n${mail?.body.text}`,
    );
    expect(mail?.subject).toBe(`New job for "${word} jobs in Pune": ${job.title} at ${job.company.name}`);
    expect(mail?.body.text).toContain(`Hello ${person.record.firstName},`);
    expect(mail?.body.text).toContain(`/jobs/${job.id}`);
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
      /^<http.*\/api\/v1\/notifications\/unsubscribe\?token=.+>$/,
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The event delivered again, and the Mumbai job's too: still one mail, and nothing queued for the daily.
    await alertSubscribers(changedDetail(job, employer.organisationId));
    expect(await alertMails(person.record.email, 2, 1_000)).toHaveLength(1);
    const { data: queued } = await jobAlertDigestEntries()
      .query.byDay({ day: digestDayOf(new Date()) })
      .go({ pages: 'all' });
    expect(queued.filter((entry) => entry.jobId === job.id)).toEqual([]);
  });

  it('queues daily matches and mails one digest a day, newest first, leaving out a job closed since', async () => {
    const word = uniqueWord();
    const person = await candidate(false);
    const employer = await employerWithCompany();
    await saveAlert(person.headers, { search: `${word} `, type: ['FULL_TIME'] }, 'daily');

    const first = await postJob(employer, { title: `${word} Analyst` });
    const second = await postJob(employer, { title: `Lead ${word} Analyst` });
    const closed = await postJob(employer, { title: `${word} Intern Mentor` });
    await postJob(employer, { title: `${word} Trainee`, jobType: 'INTERNSHIP' });
    const day = digestDayOf(new Date());
    for (let attempt = 0; attempt < 60; attempt++) {
      const { data } = await jobAlertDigestEntries().query.byDay({ day }).go({ pages: 'all' });
      if (data.filter((entry) => entry.subscriberId === person.record.id).length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const paused = await callApi(`/jobs/${closed.id}/status`, {
      method: 'PUT',
      headers: employer.headers,
      body: { isActive: false },
    });
    expect(paused.status).toBe(200);
    expect(await alertMails(person.record.email, 1, 500)).toEqual([]);

    const morning = new Date(`${day}T03:30:00.000Z`);
    // A run before 9:00 (a schedule firing early, the local stack's frequent runs) leaves the day alone.
    await mailAlertDigests(new Date(morning.getTime() - 60_000));
    expect(await alertMails(person.record.email, 1, 300)).toEqual([]);
    await mailAlertDigests(morning);
    await mailAlertDigests(morning);
    await mailAlertDigests(new Date(morning.getTime() + 86_400_000));
    const mails = await alertMails(person.record.email, 2, 1_000);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.body.text ?? '';
    console.info(
      `--- The daily alert as ${person.record.email} reads it ---\n${mails[0]?.subject}\n\n${text}`,
    );
    expect(mails[0]?.subject).toBe(`2 new jobs for "${word} jobs · Full-time" on Jobmatch`);
    expect(text.indexOf(second.title)).toBeGreaterThan(0);
    expect(text.indexOf(second.title)).toBeLessThan(text.indexOf(first.title));
    expect(text).not.toContain(closed.title);
    expect(text).not.toContain('Trainee');
    expect(headerOf(mails[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('lets a guest subscribe by mail: nothing until confirmed, then alerts until a cookie-less unsubscribe', async () => {
    const word = uniqueWord();
    const email = `guest.${randomUUID().slice(0, 8)}@mail.example`;
    const employer = await employerWithCompany();
    const subscribed = await callApi('/job-alerts/guest', {
      method: 'POST',
      body: { search: { search: word, location: 'Pune' }, frequency: 'instant', email },
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.json.data).toEqual({ message: JOB_ALERT_MESSAGES.confirmSent(email) });
    const [confirmation] = await waitForMail(email);
    expect(confirmation?.subject).toBe(`Confirm your Jobmatch job alert: ${word} jobs in Pune`);
    expect(headerOf(confirmation, 'List-Unsubscribe')).toBeUndefined();

    // Not confirmed yet: a matching job mails nothing.
    await postJob(employer, { title: `${word} Engineer`, location: 'Pune' });
    expect(await waitForMail(email, 2, 1_000)).toHaveLength(1);

    const token = /confirm\?token=([^\s]+)/.exec(confirmation?.body.text ?? '')?.[1] ?? '';
    const forged = await callApi(`/job-alerts/confirm?token=${token.slice(0, -2)}xx`, { method: 'POST' });
    expect(forged.status).toBe(400);
    const confirmed = await callApi(`/job-alerts/confirm?token=${token}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toEqual({ name: `${word} jobs in Pune` });

    const job = await postJob(employer, { title: `${word} Architect`, location: 'Pune' });
    const mails = await waitForMail(email, 2);
    expect(mails).toHaveLength(2);
    const alert = mails.find((mail) => mail.subject.startsWith('New job'));
    expect(alert?.subject).toContain(job.title);
    expect(alert?.body.text).toMatch(/^Hello,/);
    expect(alert?.body.text).not.toContain('/job-alerts\n');
    expect(alert?.body.text).not.toContain('Choose which emails you get');

    // The mail provider's one-click POST, no cookie, no session: the next job mails nothing.
    const link = headerOf(alert, 'List-Unsubscribe')?.slice(1, -1) ?? '';
    const stop = await fetch(
      link.replace(/^https?:\/\/[^/]+\/api\/v1/, (await import('vitest')).inject('apiUrl')),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(stop.status).toBe(200);
    await postJob(employer, { title: `${word} Consultant`, location: 'Pune' });
    expect(await waitForMail(email, 3, 1_500)).toHaveLength(2);
  });

  it('keeps alerts to their owner: one change, pause, delete; at most the limit; bad input refused', async () => {
    const owner = await candidate(false);
    const other = await candidate(false);
    const alert = await saveAlert(owner.headers, { search: uniqueWord(), location: 'Delhi NCR' });
    expect((await callApi('/job-alerts', { headers: other.headers })).json.data).toEqual([]);
    const theirs = await callApi(`/job-alerts/${alert.id}`, {
      method: 'PUT',
      headers: other.headers,
      body: { paused: true },
    });
    expect(theirs.status).toBe(404);
    expect(
      (await callApi(`/job-alerts/${alert.id}`, { method: 'DELETE', headers: other.headers })).status,
    ).toBe(404);

    const paused = await callApi(`/job-alerts/${alert.id}`, {
      method: 'PUT',
      headers: owner.headers,
      body: { paused: true, frequency: 'daily' },
    });
    expect(paused.status, JSON.stringify(paused.json)).toBe(200);
    expect(paused.json.data).toMatchObject({ paused: true, frequency: 'daily' });
    const { data: stored } = await jobAlerts().get({ subscriberId: owner.record.id, alertId: alert.id }).go();
    expect(stored?.status).toBe('paused');

    const duplicate = await callApi('/job-alerts', {
      method: 'POST',
      headers: owner.headers,
      body: { search: alert.search, frequency: 'instant' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.message).toBe(JOB_ALERT_MESSAGES.duplicate);
    const bad = await callApi('/job-alerts', {
      method: 'POST',
      headers: owner.headers,
      body: { search: { type: ['SOMETIMES'] }, frequency: 'hourly' },
    });
    expect(bad.status).toBe(422);

    for (let index = 1; index < JOB_ALERT_LIMITS.perPerson; index++)
      await saveAlert(owner.headers, { search: `${uniqueWord()}` }, 'daily');
    const over = await callApi('/job-alerts', {
      method: 'POST',
      headers: owner.headers,
      body: { search: { search: uniqueWord() }, frequency: 'daily' },
    });
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(JOB_ALERT_MESSAGES.limitReached);
    const list = (await callApi('/job-alerts', { headers: owner.headers })).json.data as JobAlert[];
    expect(list).toHaveLength(JOB_ALERT_LIMITS.perPerson);

    expect(
      (await callApi(`/job-alerts/${alert.id}`, { method: 'DELETE', headers: owner.headers })).status,
    ).toBe(200);
    expect((await callApi('/job-alerts', { headers: owner.headers })).json.data).toHaveLength(
      JOB_ALERT_LIMITS.perPerson - 1,
    );
  });

  it('answers a guest the same whatever the address already has, and is for candidates when signed in', async () => {
    const employer = await accountOf('EMPLOYER', 'approved');
    const asEmployer = await callApi('/job-alerts', {
      method: 'POST',
      headers: employer.headers,
      body: { search: { search: 'java' }, frequency: 'daily' },
    });
    expect(asEmployer.status).toBe(403);
    const email = `guest.${randomUUID().slice(0, 8)}@mail.example`;
    const body = { search: { search: uniqueWord() }, frequency: 'daily', email };
    const once = await callApi('/job-alerts/guest', { method: 'POST', body });
    const twice = await callApi('/job-alerts/guest', { method: 'POST', body });
    expect(twice.json).toEqual(once.json);
    const { data } = await jobAlerts()
      .query.bySubscriber({ subscriberId: guestSubscriberId(email) })
      .go();
    expect(data).toHaveLength(1);
    expect(data[0]?.status).toBe('pending');
    expect(data[0]?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
  });
});
