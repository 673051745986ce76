// Boundary: the notifications API (preferences, one-click unsubscribe and its undo) over HTTP against the
// local API host and DynamoDB Local, with links signed as the mailers sign them.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '../../shared/notifications/kinds';
import { callApi } from '../../test/support/api';
import { accountOf, TEST_PASSWORD } from '../../test/support/marketplace';
import { adminIds } from '../model/admin-roster';
import { notificationPreferences } from '../model/notification-preferences';
import { derivedKey } from '../platform/auth/secret';
import { signUnsubscribeLink } from '../platform/unsubscribe-links';

const preferencesOf = async (headers: { authorization: string }) =>
  (await callApi('/notifications/preferences', { headers })).json.data as Record<string, string>;

/** The mail provider's one-click request: a form body, no cookie, no token but the link's. */
const oneClick = (token: string) =>
  callApi(`/notifications/unsubscribe?${new URLSearchParams({ token })}`, {
    method: 'POST',
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('notification preferences', () => {
  it("lists a person's own kinds with their defaults, and saves a change of one", async () => {
    const employer = await accountOf('EMPLOYER', 'approved');
    expect(await preferencesOf(employer.headers)).toEqual({
      newApplications: 'daily',
      renewalReminders: 'on',
    });
    const admin = await accountOf('ADMIN');
    expect(await preferencesOf(admin.headers)).toEqual({ recruiterApplications: 'on' });
    const candidate = await accountOf('USER');
    expect(await preferencesOf(candidate.headers)).toEqual({ jobAlerts: 'on', weeklyMatches: 'off' });

    const saved = await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: employer.headers,
      body: { newApplications: 'instant' },
    });
    expect(saved.status).toBe(200);
    expect(await preferencesOf(employer.headers)).toEqual({
      newApplications: 'instant',
      renewalReminders: 'on',
    });
  });

  it("refuses a choice a kind does not offer and another role's kind, changing nothing", async () => {
    const employer = await accountOf('EMPLOYER', 'approved');
    const wrongChoice = await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: employer.headers,
      body: { renewalReminders: 'daily', newApplications: 'off' },
    });
    expect(wrongChoice.status).toBe(422);
    expect(JSON.stringify(wrongChoice.json)).toContain(NOTIFICATION_MESSAGES.choiceInvalid);
    const notTheirs = await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: employer.headers,
      body: { recruiterApplications: 'off' },
    });
    expect(notTheirs.status).toBe(403);
    const candidatesKind = await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: employer.headers,
      body: { jobAlerts: 'off' },
    });
    expect(candidatesKind.status).toBe(403);
    const unknown = await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: employer.headers,
      body: { marketing: 'off' },
    });
    expect(unknown.status).toBe(422);
    expect(await preferencesOf(employer.headers)).toEqual({
      newApplications: 'daily',
      renewalReminders: 'on',
    });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('stops one kind for the person the link names, and the undo restores the choice it stopped', async () => {
    const employer = await accountOf('EMPLOYER', 'approved');
    await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: employer.headers,
      body: { newApplications: 'instant' },
    });
    const token = await signUnsubscribeLink({ accountId: employer.record.id, kind: 'newApplications' });

    const first = await oneClick(token);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ kind: 'newApplications', choice: 'off' });
    expect(await preferencesOf(employer.headers)).toEqual({ newApplications: 'off', renewalReminders: 'on' });
    // A provider that posts twice: still 200, still off, and the undo still knows what was chosen before.
    expect((await oneClick(token)).status).toBe(200);

    const undo = await callApi(`/notifications/resubscribe?${new URLSearchParams({ token })}`, {
      method: 'POST',
    });
    expect(undo.status).toBe(200);
    expect(undo.json.data).toEqual({ kind: 'newApplications', choice: 'instant' });
    expect(await preferencesOf(employer.headers)).toEqual({
      newApplications: 'instant',
      renewalReminders: 'on',
    });
  });

  it('changes nothing for a forged, altered or foreign link', async () => {
    const employer = await accountOf('EMPLOYER', 'approved');
    const token = await signUnsubscribeLink({ accountId: employer.record.id, kind: 'renewalReminders' });
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({
        kind: 'newApplications',
        sub: employer.record.id,
        iss: 'jobmatch',
        aud: 'jobmatch-link:unsubscribe',
      }),
    ).toString('base64url');
    const altered = `${header}.${otherPayload}.${signature}`;
    const forged = await new SignJWT({ kind: 'renewalReminders' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(employer.record.id)
      .setIssuer('jobmatch')
      .setAudience('jobmatch-link:unsubscribe')
      .sign(new TextEncoder().encode('not the stage key, not the stage key!'));
    // A reconfirmation link is signed with the same key under another audience: it is no unsubscribe link.
    const reconfirmation = await new SignJWT({ kind: 'renewalReminders' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(employer.record.id)
      .setIssuer('jobmatch')
      .setAudience('jobmatch-link:job-confirmation')
      .sign(await derivedKey('mail-link'));
    for (const bad of [altered, forged, reconfirmation, 'not-a-token']) {
      const answer = await oneClick(bad);
      expect(answer.status, bad).toBe(400);
      expect(JSON.stringify(answer.json)).toContain(NOTIFICATION_MESSAGES.linkInvalid);
    }
    const missing = await callApi('/notifications/unsubscribe', { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(await preferencesOf(employer.headers)).toEqual({
      newApplications: 'daily',
      renewalReminders: 'on',
    });
  });

  it("forgets a deleted account's choices, and answers a later click with 200 and no write", async () => {
    const employer = await accountOf('EMPLOYER', 'approved');
    const token = await signUnsubscribeLink({ accountId: employer.record.id, kind: 'renewalReminders' });
    expect((await oneClick(token)).status).toBe(200);
    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers: employer.headers,
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    const stored = async () =>
      (await notificationPreferences().get({ accountId: employer.record.id }).go({ consistent: true })).data;
    for (let attempt = 0; attempt < 40 && (await stored()); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(await stored()).toBeNull();
    expect((await oneClick(token)).status).toBe(200);
    expect(await stored()).toBeNull();
  });

  it("takes a deleted admin off the roster the admins' mails go to", async () => {
    const admin = await accountOf('ADMIN');
    expect(await adminIds()).toContain(admin.record.id);
    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers: admin.headers,
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    for (let attempt = 0; attempt < 40 && (await adminIds()).includes(admin.record.id); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(await adminIds()).not.toContain(admin.record.id);
  });
});
