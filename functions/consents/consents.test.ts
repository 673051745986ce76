// Boundary: consent records and the age rule over HTTP against the local API host, DynamoDB Local, the
// local bus (matching, the parent's mail) and the SES stand-in.
import { describe, expect, it } from 'vitest';
import type { PageOf } from '../../shared/jobs/types';
import type { MatchingCandidate } from '../../shared/matching/types';
import { AGE_MESSAGES } from '../../shared/privacy/age';
import { type ConsentsView, NOTICE_VERSION } from '../../shared/privacy/notice';
import { CONSENT_MESSAGES } from '../../shared/privacy/schemas';
import { signUpOverHttp, uniqueEmail } from '../../test/support/accounts';
import { callApi, waitForMail } from '../../test/support/api';
import { accountOf, candidate, employerWithCompany, TEST_PASSWORD } from '../../test/support/marketplace';
import { postJob } from '../../test/support/marketplace-cast';
import { eventually, matchingCandidate, uniqueSkill } from '../../test/support/matching';
import { roundTripsOf } from '../../test/support/round-trips';
import { findUserByEmail } from '../model/accounts';
import { consentRecords } from '../model/consent-records';
import { timeOrderedId } from '../platform/ids';
import { readConsents } from './service';

const consentsOf = async (headers: { authorization: string }) => {
  const response = await callApi('/privacy/consents', { headers });
  expect(response.status).toBe(200);
  return response.json.data as ConsentsView;
};

const change = (headers: { authorization: string }, purpose: string, given: boolean) =>
  callApi(`/privacy/consents/${purpose}`, { method: 'PUT', headers, body: { given } });

/** A date of birth `years` years and `days` days before today, as a date field writes it. */
function bornAgo(years: number, days = 0): string {
  const date = new Date(Date.now() + 330 * 60 * 1000);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const sessionHeaders = (response: { json: { data?: unknown } }) => ({
  authorization: `Bearer ${(response.json.data as { accessToken: string }).accessToken}`,
});

describe('consent at sign-up', () => {
  it('records the account consent with the notice version and time, in the same write as the account', async () => {
    const email = uniqueEmail('adult');
    const before = new Date().toISOString();
    const signedUp = await signUpOverHttp(email);
    expect(signedUp.status).toBe(201);
    const view = await consentsOf(sessionHeaders(signedUp));
    expect(view.noticeVersion).toBe(NOTICE_VERSION);
    expect(view.guardian).toBeNull();
    expect(view.history).toEqual([
      expect.objectContaining({
        purpose: 'account',
        given: true,
        noticeVersion: NOTICE_VERSION,
        channel: 'sign-up',
        byParent: false,
      }),
    ]);
    expect((view.history[0]?.at ?? '') >= before).toBe(true);
    expect(view.purposes.map((purpose) => [purpose.purpose, purpose.given])).toEqual([
      ['account', true],
      ['matching', false],
      ['recruiterContact', false],
      ['jobAlerts', true],
    ]);
  });

  it('refuses a 15-year-old with a kind 422 and writes nothing', async () => {
    const email = uniqueEmail('young');
    const refused = await signUpOverHttp(email, { dateOfBirth: bornAgo(15) });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.json)).toContain(AGE_MESSAGES.underMinimum);
    expect(await findUserByEmail(email)).toBeUndefined();
  });

  it('refuses a 17-year-old recruiter and a minor without a parent address', async () => {
    const recruiter = await signUpOverHttp(uniqueEmail('minor.recruiter', 'acme-tech.example'), {
      role: 'employer',
      companyName: 'Acme Tech',
      jobTitle: 'Recruiter',
      linkedinProfile: 'https://www.linkedin.com/in/kavya-menon',
      dateOfBirth: bornAgo(17),
    });
    expect(recruiter.status).toBe(422);
    expect(JSON.stringify(recruiter.json)).toContain(AGE_MESSAGES.employerAdult);
    const noParent = await signUpOverHttp(uniqueEmail('minor'), { dateOfBirth: bornAgo(17) });
    expect(noParent.status).toBe(422);
    expect(JSON.stringify(noParent.json)).toContain(AGE_MESSAGES.guardianEmailRequired);
  });
});

describe('a 16 or 17 year old', () => {
  it('cannot apply or be matched until the parent confirms through the mailed link', async () => {
    const email = uniqueEmail('minor');
    const parent = uniqueEmail('parent');
    const signedUp = await signUpOverHttp(email, { dateOfBirth: bornAgo(17, 3), guardianEmail: parent });
    expect(signedUp.status).toBe(201);
    const headers = sessionHeaders(signedUp);
    expect((await consentsOf(headers)).guardian).toEqual({ status: 'waiting', email: parent });

    const applied = await callApi('/applications', {
      method: 'POST',
      headers,
      body: { jobId: timeOrderedId() },
    });
    expect(applied.status).toBe(403);
    expect(applied.json.message).toBe(AGE_MESSAGES.awaitingGuardian);
    const matching = await change(headers, 'matching', true);
    expect(matching.status).toBe(403);
    expect(matching.json.message).toBe(AGE_MESSAGES.awaitingGuardian);

    const [mail] = await waitForMail(parent);
    expect(mail?.subject).toBe('Kavya asks for your consent to use Jobmatch');
    expect(mail?.body.text).toContain(`privacy notice version ${NOTICE_VERSION}`);
    const token = decodeURIComponent(/guardian-consent\?token=(\S+)/.exec(mail?.body.text ?? '')?.[1] ?? '');

    // "Send it again" mails a new link; the first still works (same address).
    expect(
      (await callApi('/privacy/guardian-consent/resend', { method: 'POST', headers, body: {} })).status,
    ).toBe(200);
    await waitForMail(parent, 2);

    const forged = await callApi('/privacy/guardian-consent', {
      method: 'POST',
      body: { token: `${token}x` },
    });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe(AGE_MESSAGES.guardianLinkInvalid);
    const confirmed = await callApi('/privacy/guardian-consent', { method: 'POST', body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toEqual({ firstName: 'Kavya' });
    // Following the link again answers the same and records nothing more.
    expect((await callApi('/privacy/guardian-consent', { method: 'POST', body: { token } })).status).toBe(
      200,
    );

    const view = await consentsOf(headers);
    expect(view.guardian).toEqual({ status: 'given', email: parent });
    expect(view.history.filter((record) => record.byParent)).toEqual([
      expect.objectContaining({
        purpose: 'account',
        given: true,
        channel: 'parent-email',
        noticeVersion: NOTICE_VERSION,
      }),
    ]);
    // The gate is open: the same call now reaches the job lookup.
    const after = await callApi('/applications', {
      method: 'POST',
      headers,
      body: { jobId: timeOrderedId() },
    });
    expect(after.status).toBe(404);
    expect(
      (await callApi('/privacy/guardian-consent/resend', { method: 'POST', headers, body: {} })).status,
    ).toBe(400);
  });
});

describe('the consents card', () => {
  it('records every change with the notice version and time, and switches the fact it stands for', async () => {
    const person = await candidate(false);
    const start = new Date().toISOString();
    expect((await change(person.headers, 'jobAlerts', false)).status).toBe(200);
    const prefs = await callApi('/notifications/preferences', { headers: person.headers });
    expect((prefs.json.data as Record<string, string>).jobAlerts).toBe('off');
    expect((await change(person.headers, 'jobAlerts', true)).status).toBe(200);

    // Recruiters' contact needs a public profile: the profile's own message, and nothing recorded.
    const contact = await change(person.headers, 'recruiterContact', true);
    expect(contact.status).toBe(400);

    const account = await change(person.headers, 'account', false);
    expect(account.status).toBe(400);
    expect(account.json.message).toBe(CONSENT_MESSAGES.accountNeedsDeletion);
    expect((await change(person.headers, 'marketing', false)).status).toBe(404);

    const view = await consentsOf(person.headers);
    expect(view.history.map(({ purpose, given, channel }) => [purpose, given, channel])).toEqual([
      ['jobAlerts', true, 'settings'],
      ['jobAlerts', false, 'settings'],
    ]);
    for (const record of view.history) {
      expect(record.noticeVersion).toBe(NOTICE_VERSION);
      expect(record.at >= start).toBe(true);
    }
  });

  it('reads a candidate’s consents in one round trip (the profile, the mail choices and the history together)', async () => {
    const person = await candidate(false);
    expect(await roundTripsOf(() => readConsents(person.principal))).toEqual({ requests: 3, rounds: 1 });
  });

  it('gives employers and admins only the account purpose, and no switch', async () => {
    const employer = await accountOf('EMPLOYER', 'approved');
    expect((await consentsOf(employer.headers)).purposes).toEqual([
      { purpose: 'account', given: true, withdrawable: false },
    ]);
    expect((await change(employer.headers, 'matching', false)).status).toBe(403);
    const admin = await accountOf('ADMIN');
    expect((await consentsOf(admin.headers)).purposes.map((purpose) => purpose.purpose)).toEqual(['account']);
  });

  it('takes a candidate who withdraws matching off the employer’s matching candidates', async () => {
    const employer = await employerWithCompany();
    const skill = uniqueSkill();
    const seeker = await matchingCandidate({ skills: [skill, 'TypeScript', 'Docker'] });
    const job = await postJob(employer, {
      skills: [skill, 'TypeScript'],
      experienceMin: 2,
      location: 'Pune',
    });
    const listed = (response: { json: { data?: unknown } }) =>
      (response.json.data as PageOf<MatchingCandidate>).content.some(
        (entry) => entry.candidateId === seeker.record.id,
      );
    const read = () => callApi(`/jobs/${job.id}/matching-candidates`, { headers: employer.headers });
    expect(listed(await eventually(read, listed))).toBe(true);

    const withdrawn = await change(seeker.headers, 'matching', false);
    expect(withdrawn.status).toBe(200);
    expect((withdrawn.json.data as ConsentsView).purposes.find((p) => p.purpose === 'matching')?.given).toBe(
      false,
    );
    expect(listed(await eventually(read, (response) => !listed(response)))).toBe(false);
    const profile = await callApi('/profile', { headers: seeker.headers });
    expect((profile.json.data as { matchingEnabled: boolean }).matchingEnabled).toBe(false);
    const history = (await consentsOf(seeker.headers)).history;
    expect(history[0]).toMatchObject({ purpose: 'matching', given: false, channel: 'settings' });
    // The profile's own switch turned it on first: recorded as such.
    expect(history[1]).toMatchObject({ purpose: 'matching', given: true, channel: 'profile' });
  });
});

describe('account deletion', () => {
  it('keeps the records a year under the account id alone, then lets them expire', async () => {
    const person = await candidate(false);
    await change(person.headers, 'jobAlerts', false);
    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers: person.headers,
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    const items = await eventually(
      async () => (await consentRecords().query.byAccount({ accountId: person.record.id }).go()).data,
      (data) => data.length > 0 && data.every((item) => item.expiresAt),
    );
    const yearOn = Date.now() / 1000 + 365 * 24 * 60 * 60;
    for (const item of items) expect(item.expiresAt).toBeGreaterThan(yearOn);
  });
});
