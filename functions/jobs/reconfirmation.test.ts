// Boundary: job reconfirmation (ADR 0029): the daily sweep against DynamoDB Local and the SES stand-in,
// the mailed links and "Still hiring" through the local API host, and search following a close.
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formatLongDate, indianDay, startOfIndianDay } from '../../shared/dates';
import { addDays, type ConfirmationResult, JOB_CONFIRMATION } from '../../shared/jobs/reconfirmation';
import { jobInputSchema } from '../../shared/jobs/schemas';
import type { Job, JobSearchResult } from '../../shared/jobs/types';
import { jobPageKey, SITEMAP_KEY } from '../../shared/site/public-pages';
import { callApi, waitForMail } from '../../test/support/api';
import { employerWithCompany, jobBody } from '../../test/support/marketplace';
import {
  confirmationDueKey,
  confirmationEnrolment,
  confirmationsDue,
  ENROLMENT,
} from '../model/job-confirmations';
import { jobs } from '../model/jobs';
import { derivedKey } from '../platform/auth/secret';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { sweepConfirmations } from './reconfirmation-sweep';
import { createJob } from './service';

const DAY = 86_400_000;

/*
 * Jobs here are posted on a day years ahead, one of this file's own, and each run's clock is moved from
 * there: the jobs other test files post are never due in the days these runs read (and are not closed).
 */
const POSTED = new Date(Date.parse('2042-03-02T05:00:00.000Z') + Math.floor(Math.random() * 3000) * DAY);
const onDay = (day: number) => new Date(POSTED.getTime() + day * DAY);
const REMINDER_DAY = JOB_CONFIRMATION.lifetimeDays - JOB_CONFIRMATION.reminderDaysBefore;

type Employer = Awaited<ReturnType<typeof employerWithCompany>>;

const postJobOn = (employer: Employer, at: Date, title = `Site Engineer ${randomUUID().slice(0, 6)}`) =>
  createJob(employer.principal, z.parse(jobInputSchema, jobBody({ title })), at);

const readJob = async (id: string) => (await callApi(`/jobs/${id}`)).json.data as Job;

/** A published object of the site bucket, as the shared stack's publisher left it ('' while there is none). */
async function published(key: string): Promise<string> {
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: config.siteBucket, Key: key }));
    return (await object.Body?.transformToString('utf-8')) ?? '';
  } catch {
    return '';
  }
}

const follow = (token: string) => callApi('/job-confirmations', { method: 'POST', body: { token } });

/** The reconfirmation mails `employer` has (other mails aside). */
async function remindersOf(employer: Employer, count = 1, timeoutMs?: number) {
  const mails = await waitForMail(employer.record.email, count, timeoutMs);
  return mails.filter((mail) => mail.subject.includes('still hiring?'));
}

/** The token of the link in `text` that follows `label`'s line. */
function linkAfter(text: string, label: RegExp): string {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => label.test(line));
  const url = new URL(lines[at + 1] ?? '');
  expect(url.pathname).toBe('/job-confirmation');
  return url.searchParams.get('token') ?? '';
}

describe('job reconfirmation', () => {
  let employer: Employer;
  let other: Employer;

  beforeAll(async () => {
    [employer, other] = await Promise.all([employerWithCompany(), employerWithCompany()]);
  });

  it('mails the poster once, seven days before, and its Still hiring link keeps the job open', async () => {
    const job = await postJobOn(employer, POSTED, 'Structural Engineer');
    const dueOn = addDays(indianDay(POSTED), JOB_CONFIRMATION.lifetimeDays);
    expect(job.confirmationDueOn).toBe(dueOn);
    expect(job.confirmedAt).toBe(POSTED.toISOString());

    expect((await sweepConfirmations(onDay(REMINDER_DAY - 1))).mailed).not.toContain(job.id);
    expect((await sweepConfirmations(onDay(REMINDER_DAY))).mailed).toEqual([job.id]);
    // The run happens again (a retry, or two at once): nobody is mailed twice.
    const [again, concurrent] = await Promise.all([
      sweepConfirmations(onDay(REMINDER_DAY)),
      sweepConfirmations(onDay(REMINDER_DAY + 1)),
    ]);
    expect([...again.mailed, ...concurrent.mailed]).toEqual([]);
    const mails = await remindersOf(employer);
    expect(await remindersOf(employer, 2, 500)).toHaveLength(1);

    const [mail] = mails;
    const text = mail?.body.text ?? '';
    console.info(`--- The reminder as ${employer.record.email} reads it ---\n${mail?.subject}\n\n${text}`);
    const closes = formatLongDate(startOfIndianDay(dueOn));
    expect(mail?.subject).toBe(`Is “Structural Engineer” still hiring? It closes on ${closes}`);
    expect(text).toContain(`Hi ${employer.record.firstName},`);
    expect(text).toContain(`“Structural Engineer” for ${employer.companyName}`);
    expect(text).toContain(`last confirmed active on ${formatLongDate(POSTED)}`);
    expect(text).toContain('nothing changes until you press it');
    const confirmToken = linkAfter(text, /^Still hiring\?/);
    const closeToken = linkAfter(text, /^Filled the role/);
    expect(confirmToken).not.toBe(closeToken);

    const confirmed = await follow(confirmToken);
    expect(confirmed.status, confirmed.text).toBe(200);
    const result = confirmed.json.data as ConfirmationResult;
    expect(result).toMatchObject({
      outcome: 'confirmed',
      jobId: job.id,
      title: 'Structural Engineer',
      isOpen: true,
    });
    expect(result.confirmationDueOn).not.toBe(dueOn);
    const after = await readJob(job.id);
    expect(after.confirmedAt).toBe(result.confirmedAt);
    expect(after.confirmationDueOn).toBe(result.confirmationDueOn);

    // Used again, or its Close sibling afterwards: the job was confirmed since the mail, nothing changes.
    expect(((await follow(confirmToken)).json.data as ConfirmationResult).outcome).toBe('unchanged');
    expect(((await follow(closeToken)).json.data as ConfirmationResult).outcome).toBe('unchanged');
    expect((await readJob(job.id)).isActive).toBe(true);
    // Its old due day comes: the sweep leaves it open.
    expect((await sweepConfirmations(onDay(JOB_CONFIRMATION.lifetimeDays))).closed).not.toContain(job.id);
    expect((await readJob(job.id)).isActive).toBe(true);
  });

  it('closes a job nobody confirmed on day 30: search, the sitemap and its published page follow', async () => {
    const word = `reconfirm${randomUUID().slice(0, 8).replace(/-/g, '')}`;
    const job = await postJobOn(other, POSTED, `Quantity Surveyor ${word}`);
    const found = async () => {
      const response = await callApi(`/jobs/search?${new URLSearchParams({ search: word })}`);
      return (response.json.data as JobSearchResult).jobs.map(({ id }) => id);
    };
    await expect.poll(found, { timeout: 10_000 }).toContain(job.id);
    await expect
      .poll(() => published(jobPageKey(job.id)), { timeout: 10_000 })
      .toContain('application/ld+json');

    await sweepConfirmations(onDay(REMINDER_DAY));
    expect(await remindersOf(other)).toHaveLength(1);
    expect((await sweepConfirmations(onDay(JOB_CONFIRMATION.lifetimeDays - 1))).closed).not.toContain(job.id);
    const run = await sweepConfirmations(onDay(JOB_CONFIRMATION.lifetimeDays));
    expect(run.closed).toEqual([job.id]);
    expect((await sweepConfirmations(onDay(JOB_CONFIRMATION.lifetimeDays))).closed).toEqual([]);

    const closed = await readJob(job.id);
    expect(closed.isActive).toBe(false);
    expect(closed.closedUnconfirmedAt).toBe(onDay(JOB_CONFIRMATION.lifetimeDays).toISOString());
    await expect.poll(found, { timeout: 10_000 }).not.toContain(job.id);
    // Its published page says it is closed, for people and search engines, and the sitemap drops it.
    await expect.poll(() => published(jobPageKey(job.id)), { timeout: 10_000 }).toContain('noindex');
    const page = await published(jobPageKey(job.id));
    expect(page).toContain('This job is no longer accepting applications on Jobmatch.');
    expect(page).not.toContain('application/ld+json');
    // The publisher writes the page, then the sitemap.
    await expect.poll(() => published(SITEMAP_KEY), { timeout: 10_000 }).not.toContain(`/jobs/${job.id}<`);

    // Activating it again in My Jobs is a confirmation: open from today, the unconfirmed close forgotten.
    const reopened = await callApi(`/jobs/${job.id}/status`, {
      method: 'PUT',
      headers: other.headers,
      body: { isActive: true },
    });
    expect(reopened.status).toBe(200);
    expect(reopened.json.data).toMatchObject({
      isActive: true,
      closedUnconfirmedAt: null,
      confirmationDueOn: addDays(indianDay(new Date()), JOB_CONFIRMATION.lifetimeDays),
    });
  });

  it("closes the job from the mail's Close link", async () => {
    const poster = await employerWithCompany();
    const job = await postJobOn(poster, POSTED);
    await sweepConfirmations(onDay(REMINDER_DAY));
    const [mail] = await remindersOf(poster);
    const closed = await follow(linkAfter(mail?.body.text ?? '', /^Filled the role/));
    expect(closed.status).toBe(200);
    expect(closed.json.data).toMatchObject({ outcome: 'closed', isOpen: false });
    expect((await readJob(job.id)).isActive).toBe(false);
    expect((await readJob(job.id)).closedUnconfirmedAt).toBeNull();
  });

  it('does not ask about a job whose own expiry date comes first', async () => {
    const expiring = await createJob(
      employer.principal,
      z.parse(jobInputSchema, jobBody({ expiresAt: addDays(indianDay(POSTED), REMINDER_DAY + 3) })),
      POSTED,
    );
    const run = await sweepConfirmations(onDay(REMINDER_DAY));
    expect(run.mailed).not.toContain(expiring.id);
    expect(run.closed).not.toContain(expiring.id);
  });

  it('changes nothing for a forged, altered, expired or foreign link', async () => {
    const job = await postJobOn(employer, POSTED);
    const before = await jobs().get({ id: job.id }).go();
    const dueOn = job.confirmationDueOn as string;
    const claims = { act: 'close', due: dueOn };
    const signed = (
      key: Uint8Array,
      audience = 'jobmatch-link:job-confirmation',
      expires: number | string = '1d',
    ) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(job.id)
        .setIssuer('jobmatch')
        .setAudience(audience)
        .setExpirationTime(expires)
        .sign(key);
    const genuine = await signed(await derivedKey('mail-link'));
    const [header, , signature] = genuine.split('.');
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const attempts = [
      // Signed with another key.
      await signed(new TextEncoder().encode('x'.repeat(32))),
      // A genuine link with its job or its action changed.
      `${header}.${part({ ...claims, sub: randomUUID(), iss: 'jobmatch', aud: 'jobmatch-link:job-confirmation', exp })}.${signature}`,
      `${header}.${part({ act: 'confirm', due: dueOn, sub: job.id, iss: 'jobmatch', aud: 'jobmatch-link:job-confirmation', exp })}.${signature}`,
      // Unsigned.
      `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, sub: job.id, iss: 'jobmatch', aud: 'jobmatch-link:job-confirmation', exp })}.`,
      // Signed with the sign-in key, or for another purpose.
      await signed(await derivedKey('access-token')),
      await signed(await derivedKey('mail-link'), 'jobmatch-api'),
      // Expired.
      await signed(await derivedKey('mail-link'), undefined, Math.floor(Date.now() / 1000) - 60),
      // The employer's own sign-in token.
      employer.headers.authorization.replace('Bearer ', ''),
      'not-a-token',
    ];
    for (const token of attempts) {
      const response = await follow(token);
      expect(response.status, token).toBe(400);
      expect(response.json.message).toMatch(/invalid or has expired/);
    }
    expect((await follow('')).status).toBe(422);
    const after = await jobs().get({ id: job.id }).go();
    expect(after.data).toEqual(before.data);
  });

  it('lets the poster confirm from My Jobs, and nobody from another organisation', async () => {
    const job = await postJobOn(employer, POSTED);
    const confirm = (who: Employer) =>
      callApi(`/jobs/${job.id}/confirmation`, { method: 'POST', headers: who.headers, body: {} });
    expect((await confirm(other)).status).toBe(403);
    expect((await readJob(job.id)).confirmedAt).toBe(POSTED.toISOString());
    const response = await confirm(employer);
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ outcome: 'confirmed', isOpen: true });
    expect(Date.parse((await readJob(job.id)).confirmedAt)).toBeGreaterThan(
      POSTED.getTime() - 30 * 365 * DAY,
    );

    await callApi(`/jobs/${job.id}/status`, {
      method: 'PUT',
      headers: employer.headers,
      body: { isActive: false },
    });
    const closed = await confirm(employer);
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe('This job is closed. Activate it in My Jobs to open it again.');
  });

  it('gives a job posted before reconfirmation a due day no sooner than a reminder period away', async () => {
    const job = await postJobOn(employer, POSTED);
    // As such a job was stored: no confirmation, no marker, and the enrolment not yet run.
    await jobs().patch({ id: job.id }).remove(['confirmedAt', 'confirmationDueOn']).go();
    await confirmationsDue()
      .delete(confirmationDueKey({ id: job.id, confirmationDueOn: job.confirmationDueOn as string }))
      .go();
    await confirmationEnrolment().delete({ scope: ENROLMENT }).go();
    const legacy = await readJob(job.id);
    expect(legacy.confirmationDueOn).toBeNull();
    expect(legacy.confirmedAt).toBe(legacy.updatedAt);

    // Seen first 40 days after its last change: due a reminder period from then, and mailed at once.
    const firstRun = await sweepConfirmations(onDay(40));
    expect(firstRun.enrolled).toContain(job.id);
    const enrolled = await readJob(job.id);
    expect(enrolled.confirmationDueOn).toBe(
      addDays(indianDay(onDay(40)), JOB_CONFIRMATION.reminderDaysBefore),
    );
    expect(enrolled.confirmedAt).toBe(legacy.updatedAt);
    expect(firstRun.mailed).toContain(job.id);
    expect(enrolled.isActive).toBe(true);
    // The enrolment is finished: a later run does not read every job again.
    expect((await confirmationEnrolment().get({ scope: ENROLMENT }).go()).data?.finishedAt).toBeTruthy();
    expect((await sweepConfirmations(onDay(41))).enrolled).toEqual([]);
  });
});
