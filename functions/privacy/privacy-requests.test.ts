// Boundary: the grievance desk and the retention rule (ADR 0038) over HTTP through the local API host, and
// the daily sweep against DynamoDB Local and the SES stand-in.
import { beforeAll, describe, expect, it } from 'vitest';
import { indianDay } from '../../shared/dates';
import {
  type AdminPrivacyRequestView,
  PRIVACY_REQUEST_REFERENCE,
  type PrivacyRequestView,
  privacyRequestDueOn,
} from '../../shared/privacy/requests';
import { uniqueEmail } from '../../test/support/accounts';
import { callApi, waitForMail } from '../../test/support/api';
import { accountActivity } from '../model/account-activity';
import { createAccount } from '../model/account-creation';
import { findUserById, toUser } from '../model/accounts';
import { markActive } from '../platform/auth/activity';
import { signAccessToken } from '../platform/auth/tokens';
import { fileRequest } from './requests';
import { sweepInactiveAccounts } from './retention';

const HOUR = 3_600_000;

async function account(role: 'USER' | 'ADMIN' = 'USER') {
  const email = uniqueEmail(role === 'ADMIN' ? 'privacy.admin' : 'privacy.person');
  const record = await createAccount({
    email,
    password: 'Privacy@2025',
    firstName: role === 'ADMIN' ? 'Meera' : 'Arjun',
    lastName: 'Iyer',
    role,
  });
  const token = await signAccessToken({
    userId: record.id,
    role: role === 'ADMIN' ? 'admin' : 'candidate',
    sessionVersion: record.sessionVersion,
  });
  return { record, email, headers: { authorization: `Bearer ${token}` } };
}

const mailsTo = async (to: string, subject: RegExp, count = 1) =>
  (await waitForMail(to, count)).filter((mail) => subject.test(mail.subject));

/** The token of the first link in a mail's text to `path`. */
function linkToken(text: string, path: string): string {
  const line = text.split('\n').find((entry) => entry.includes(path)) ?? '';
  return new URL(line.trim()).searchParams.get('token') ?? '';
}

describe('privacy requests', () => {
  let person: Awaited<ReturnType<typeof account>>;
  let admin: Awaited<ReturnType<typeof account>>;

  beforeAll(async () => {
    [person, admin] = await Promise.all([account(), account('ADMIN')]);
  });

  it('moves a request through the admin queue, with a mail to the person at each step', async () => {
    const filed = await callApi('/privacy-requests', {
      method: 'POST',
      headers: person.headers,
      body: { kind: 'erasure', details: 'Please erase my old resume and applications.' },
    });
    expect(filed.status).toBe(201);
    const request = filed.json.data as PrivacyRequestView;
    expect(request.reference).toMatch(PRIVACY_REQUEST_REFERENCE);
    expect(request.dueOn).toBe(privacyRequestDueOn(indianDay(new Date())));
    const [acknowledged] = await mailsTo(person.email, /received your privacy request/);
    expect(acknowledged?.subject).toContain(request.reference);
    expect(acknowledged?.body.text).toContain('Hi Arjun');

    const queue = await callApi('/admin/privacy-requests', { headers: admin.headers });
    const listed = (queue.json.data as AdminPrivacyRequestView[]).find((item) => item.id === request.id);
    expect(listed).toMatchObject({ status: 'received', email: person.email, signedIn: true });

    const decide = (body: unknown) =>
      callApi(`/admin/privacy-requests/${request.id}/status`, {
        method: 'POST',
        headers: admin.headers,
        body,
      });
    expect((await decide({ status: 'in_progress' })).status).toBe(200);
    expect(await mailsTo(person.email, /is in progress/, 2)).toHaveLength(1);
    // Ending a request needs what the person is told.
    const bare = await decide({ status: 'resolved' });
    expect(bare.status).toBe(422);
    const resolved = await decide({
      status: 'resolved',
      note: 'Your old resume and applications are erased.',
    });
    expect(resolved.status).toBe(200);
    const [outcome] = await mailsTo(person.email, /is resolved/, 3);
    expect(outcome?.body.text).toContain('Your old resume and applications are erased.');
    expect((await decide({ status: 'rejected', note: 'Too late to change it.' })).status).toBe(409);

    const mine = await callApi('/privacy-requests/mine', { headers: person.headers });
    const seen = (mine.json.data as PrivacyRequestView[]).find((item) => item.id === request.id);
    expect(seen).toMatchObject({
      status: 'resolved',
      outcome: 'Your old resume and applications are erased.',
    });
    expect(seen?.history.map((step) => step.status)).toEqual(['received', 'in_progress', 'resolved']);
    const open = await callApi('/admin/privacy-requests', { headers: admin.headers });
    expect((open.json.data as AdminPrivacyRequestView[]).some((item) => item.id === request.id)).toBe(false);
    const closed = await callApi('/admin/privacy-requests?queue=closed', { headers: admin.headers });
    expect((closed.json.data as AdminPrivacyRequestView[]).some((item) => item.id === request.id)).toBe(true);
  });

  it('files a signed-out request only once its address confirms it, under a reference of its own', async () => {
    const email = uniqueEmail('privacy.guest');
    const filed = await callApi('/privacy-requests/guest', {
      method: 'POST',
      body: { kind: 'access', details: 'Please send me a copy of my data.', name: 'Leela Das', email },
    });
    expect(filed.status).toBe(200);
    const [confirmation] = await mailsTo(email, /confirm your privacy request/);
    const token = linkToken(confirmation?.body.text ?? '', '/privacy/requests/confirm');
    const confirm = (value: string) =>
      callApi('/privacy-requests/confirmation', { method: 'POST', body: { token: value } });
    expect((await confirm(`${token.slice(0, -3)}abc`)).status).toBe(400);
    const first = await confirm(token);
    expect(first.status).toBe(200);
    const request = first.json.data as PrivacyRequestView;
    expect(request.reference).toMatch(PRIVACY_REQUEST_REFERENCE);
    // Following the link again changes nothing and answers the same request.
    expect(((await confirm(token)).json.data as PrivacyRequestView).reference).toBe(request.reference);
    expect(await mailsTo(email, /received your privacy request/, 2)).toHaveLength(1);
  });

  it('mails one address a few confirmation links a day, whoever sends them', async () => {
    const email = uniqueEmail('privacy.flooded');
    const file = () =>
      callApi('/privacy-requests/guest', {
        method: 'POST',
        body: {
          kind: 'complaint',
          details: 'Somebody keeps filing requests in my name.',
          name: 'Rohan',
          email,
        },
      });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await file()).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('gives requests received at once distinct, consecutive references', async () => {
    const filed = await Promise.all(
      Array.from({ length: 5 }, () =>
        fileRequest(
          { user: toUser(person.record), record: person.record },
          { kind: 'complaint', details: 'Recruiters keep calling me after I withdrew.' },
        ),
      ),
    );
    const numbers = filed.map((request) => Number(request.reference.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(5);
    expect((numbers.at(-1) as number) - (numbers[0] as number)).toBe(4);
  });
});

describe('erasure of inactive accounts', () => {
  it('drops the retention marker of an account its person deletes', async () => {
    const person = await account();
    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers: person.headers,
      body: { currentPassword: 'Privacy@2025' },
    });
    expect(deleted.status).toBeLessThan(300);
    await expect
      .poll(async () => (await accountActivity().get({ userId: person.record.id }).go()).data, {
        timeout: 10_000,
      })
      .toBeNull();
  });

  /** An account last used on a day long past (its own, so no other test's account is ever due). */
  async function inactiveAccount() {
    const person = await account();
    const day = `19${String(70 + Math.floor(Math.random() * 29))}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
    await markActive(person.record.id, day);
    return { ...person, day };
  }
  const noticesTo = (email: string) => mailsTo(email, /will be erased in 48 hours/);

  it('mails the notice once under a doubled schedule, and erases only 48 hours after it', async () => {
    const person = await inactiveAccount();
    const now = new Date();
    await Promise.all([sweepInactiveAccounts(now), sweepInactiveAccounts(now)]);
    await sweepInactiveAccounts(new Date(now.getTime() + HOUR));
    expect(await noticesTo(person.email)).toHaveLength(1);
    const [notice] = await noticesTo(person.email);
    expect(notice?.body.text).toContain('Hi Arjun');
    expect(linkToken(notice?.body.text ?? '', '/keep-account')).not.toBe('');

    await sweepInactiveAccounts(new Date(now.getTime() + 47 * HOUR));
    expect(await findUserById(person.record.id)).toBeDefined();
    const run = await sweepInactiveAccounts(new Date(now.getTime() + 48 * HOUR));
    expect(run.erased).toContain(person.record.id);
    expect(await findUserById(person.record.id)).toBeUndefined();
    const { data: marker } = await accountActivity().get({ userId: person.record.id }).go();
    expect(marker).toBeNull();
    expect(await noticesTo(person.email)).toHaveLength(1);
  });

  it('keeps an account whose person follows the notice’s link: the clock starts again', async () => {
    const person = await inactiveAccount();
    const now = new Date();
    await sweepInactiveAccounts(now);
    const [notice] = await noticesTo(person.email);
    const token = linkToken(notice?.body.text ?? '', '/keep-account');
    const kept = await callApi('/account-retention/keep', { method: 'POST', body: { token } });
    expect(kept.status).toBe(200);
    expect((await findUserById(person.record.id))?.lastActiveOn).toBe(indianDay(now));
    await sweepInactiveAccounts(new Date(now.getTime() + 72 * HOUR));
    expect(await findUserById(person.record.id)).toBeDefined();
    const forged = await callApi('/account-retention/keep', { method: 'POST', body: { token: `${token}x` } });
    expect(forged.status).toBe(400);
  });

  it('never erases an account without its notice, and a request of its person counts as use', async () => {
    const person = await inactiveAccount();
    // A notice that never went (its marker has none): the first run only mails, whatever the date.
    const late = await sweepInactiveAccounts(new Date(Date.now() + 400 * 24 * HOUR));
    expect(late.erased).not.toContain(person.record.id);
    expect(late.noticed).toContain(person.record.id);
    // Used since: the new day's marker carries no notice, and nothing of the old one is erased.
    const mine = await callApi('/privacy-requests/mine', { headers: person.headers });
    expect(mine.status).toBe(200);
    expect((await findUserById(person.record.id))?.lastActiveOn).toBe(indianDay(new Date()));
    const later = await sweepInactiveAccounts(new Date(Date.now() + 403 * 24 * HOUR));
    expect(later.erased).not.toContain(person.record.id);
    expect(await findUserById(person.record.id)).toBeDefined();
  });
});
