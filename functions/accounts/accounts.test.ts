// Boundary: the account API over HTTP (local API host) against DynamoDB Local and the SES stand-in.

import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { maskEmail } from '../../shared/auth/schemas';
import {
  bearer,
  codeFromMail,
  refreshCookieOf,
  signInOverHttp,
  signUpBody,
  signUpOverHttp,
  uniqueEmail,
} from '../../test/support/accounts';
import { callApi, uniqueViewer, waitForMail } from '../../test/support/api';
import { WINDOW_ALIGNED_TIMEOUT_MS, withinOneWindow } from '../../test/support/rate-limits';
import { findUserByEmail, findUserById, identity } from '../model/accounts';
import { type AccountCopy, accountCopyOf, memberships } from '../model/memberships';
import { createOrganisation } from '../model/organisation-members';

describe('sign-up', () => {
  it('creates a candidate from a verified code, signs them in, and answers success, data and message', async () => {
    const email = uniqueEmail('kavya');
    const response = await signUpOverHttp(email);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ success: true, message: 'Account created successfully' });
    const data = response.json.data as { accessToken: string; user: Record<string, unknown> };
    expect(data.user).toMatchObject({ email, role: 'candidate', isApproved: true, approvalStatus: null });
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(response.headers.get('set-cookie')).toMatch(
      /^jm_refresh=.+; Path=\/api\/v1\/auth; HttpOnly; Secure; SameSite=Strict/,
    );
    const me = await callApi('/users/me', { headers: { authorization: `Bearer ${data.accessToken}` } });
    expect(me.json.data).toMatchObject({ email });
  });

  it('starts employers pending and not approved', async () => {
    const email = uniqueEmail('hr', 'acme-example.in');
    const response = await signUpOverHttp(email, {
      role: 'employer',
      companyName: 'Acme Example',
      jobTitle: 'HR Lead',
      linkedinProfile: 'https://www.linkedin.com/in/hr-lead-acme',
    });
    expect(response.status).toBe(201);
    expect((response.json.data as { user: unknown }).user).toMatchObject({
      role: 'employer',
      isApproved: false,
      approvalStatus: 'pending',
      companyName: 'Acme Example',
    });
  });

  it('refuses a code request for an address that has an account, with EMAIL_ALREADY_EXISTS', async () => {
    const email = uniqueEmail('twice');
    await signUpOverHttp(email);
    const again = await callApi(`/auth/send-verification-otp?email=${email}`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'EMAIL_ALREADY_EXISTS',
      message: 'An account with this email already exists. Please login instead.',
    });
  });

  it('refuses a common password, or the address itself, before mailing a code and again at registration', async () => {
    const email = uniqueEmail('common');
    const viewer = uniqueViewer();
    const common = await callApi(`/auth/send-verification-otp?email=${email}`, {
      method: 'POST',
      body: { password: 'Password1' },
      viewer,
    });
    expect(common.status).toBe(422);
    expect(common.json).toMatchObject({
      message: 'This password is one of the most common and easy to guess. Please choose another.',
      details: { fieldErrors: { password: expect.stringContaining('most common') } },
    });
    const itself = await callApi(`/auth/send-verification-otp?email=${email}`, {
      method: 'POST',
      body: { password: email.toUpperCase() },
      viewer,
    });
    expect(itself.json.message).toBe('Your password must not be your email address. Please choose another.');
    expect(await waitForMail(email, 1, 500)).toHaveLength(0);

    // A sign-up that skipped the check (an old page, a script) is refused at registration, with nothing made.
    await callApi(`/auth/send-verification-otp?email=${email}`, { method: 'POST', viewer });
    const code = await codeFromMail(email, 'Your Jobmatch verification code');
    const verified = await callApi(`/auth/verify-registration-otp?email=${email}&otp=${code}`, {
      method: 'POST',
      viewer,
    });
    const token = (verified.json.data as { token: string }).token;
    const refused = await callApi('/auth/secure-register', {
      method: 'POST',
      body: { ...signUpBody(email), password: 'iloveyou', verificationToken: token },
    });
    expect(refused.status).toBe(422);
    expect(await findUserByEmail(email)).toBeUndefined();
    // The same proof then registers with a password of the person's own.
    const created = await callApi('/auth/secure-register', {
      method: 'POST',
      body: { ...signUpBody(email), verificationToken: token },
    });
    expect(created.status).toBe(201);
  });

  it('refuses registration without a proof of this very address', async () => {
    const email = uniqueEmail('noproof');
    const forged = await callApi('/auth/secure-register', {
      method: 'POST',
      body: { ...signUpBody(email), verificationToken: 'x'.repeat(40) },
    });
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe('INVALID_TOKEN');

    const other = uniqueEmail('other');
    const viewer = uniqueViewer();
    await callApi(`/auth/send-verification-otp?email=${other}`, { method: 'POST', viewer });
    const code = await codeFromMail(other, 'Your Jobmatch verification code');
    const verified = await callApi(`/auth/verify-registration-otp?email=${other}&otp=${code}`, {
      method: 'POST',
      viewer,
    });
    const borrowed = await callApi('/auth/secure-register', {
      method: 'POST',
      body: { ...signUpBody(email), verificationToken: (verified.json.data as { token: string }).token },
    });
    expect(borrowed.status).toBe(400);
    expect(await findUserByEmail(email)).toBeUndefined();
  });

  it.each([
    ['a role of admin', { role: 'admin' }],
    ['an approval', { isApproved: true }],
    ['an approval status', { approvalStatus: 'approved' }],
    ['an id', { id: 'chosen-id' }],
  ])('refuses a body that sets %s, and creates nothing', async (_what, extra) => {
    const email = uniqueEmail('sneaky');
    const response = await callApi('/auth/secure-register', {
      method: 'POST',
      body: { ...signUpBody(email), verificationToken: 'x'.repeat(40), ...extra },
    });
    expect(response.status).toBe(422);
    expect(await findUserByEmail(email)).toBeUndefined();
  });

  it.each([
    [
      'a personal email',
      { email: 'recruiter@gmail.com' },
      'email',
      'Please use your company email address, not a personal email',
    ],
    ['no company', { companyName: undefined }, 'companyName', 'Company name is required for employers'],
    [
      'a bad LinkedIn URL',
      { linkedinProfile: 'http://linkedin.com/in/x' },
      'linkedinProfile',
      'Please enter a valid LinkedIn profile URL',
    ],
    [
      'no consent',
      { acceptTerms: false },
      'acceptTerms',
      'You must accept the Terms and Conditions to create an account',
    ],
  ])('refuses an employer with %s, with the spec message', async (_what, overrides, field, message) => {
    const body = {
      ...signUpBody(uniqueEmail('hr', 'firm-example.in'), {
        role: 'employer',
        companyName: 'Firm',
        jobTitle: 'Recruiter',
        linkedinProfile: 'https://linkedin.com/in/firm-recruiter',
      }),
      ...overrides,
      verificationToken: 'x'.repeat(40),
    };
    const response = await callApi('/auth/secure-register', { method: 'POST', body });
    expect(response.status).toBe(422);
    expect((response.json.details as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(
      message,
    );
  });
});

describe('sign-in and sessions', () => {
  it('refuses a wrong password and an unknown address with the same answer', async () => {
    const email = uniqueEmail('signin');
    await signUpOverHttp(email);
    const wrong = await signInOverHttp(email, 'Wrong@2025');
    const unknown = await signInOverHttp(uniqueEmail('nobody'), 'Wrong@2025');
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it(
    'counts wrong passwords per account, and past ten lets the right one in only with a mailed code',
    async () => {
      const email = uniqueEmail('brute');
      await signUpOverHttp(email);
      await withinOneWindow('signInPerAccount');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await signInOverHttp(email, `Guess@${i}000`)).status);
      // Failing on purpose gets no lock: every wrong password is just wrong.
      expect(statuses.every((status) => status === 401)).toBe(true);

      const right = await signInOverHttp(email, 'Kavya@2025');
      expect(right.status).toBe(401);
      expect(right.json).toMatchObject({
        code: 'SIGN_IN_CODE_REQUIRED',
        message:
          'For your security, enter the 6-digit code we just sent to your email address to finish signing in.',
      });
      const code = await codeFromMail(email, 'Your Jobmatch sign-in code');
      const wrongPasswordWithCode = await callApi('/auth/secure-login', {
        method: 'POST',
        body: { email, password: 'Guess@9999', code },
      });
      expect(wrongPasswordWithCode.json.code).toBe('INVALID_CREDENTIALS');
      const signedIn = await callApi('/auth/secure-login', {
        method: 'POST',
        body: { email, password: 'Kavya@2025', code },
      });
      expect(signedIn.status).toBe(200);
      // The code works once.
      const again = await callApi('/auth/secure-login', {
        method: 'POST',
        body: { email, password: 'Kavya@2025', code },
      });
      expect(again.status).toBe(400);
    },
    WINDOW_ALIGNED_TIMEOUT_MS,
  );

  it('signs in at once after a few wrong passwords (attempts are not failures)', async () => {
    const email = uniqueEmail('typo');
    await signUpOverHttp(email);
    for (let i = 0; i < 3; i++) await signInOverHttp(email, `Typo@${i}000`);
    for (let i = 0; i < 8; i++) expect((await signInOverHttp(email, 'Kavya@2025')).status).toBe(200);
  }, 90_000); // eleven password checks (argon2id) on a busy machine

  it('rotates the refresh token, and a replayed one revokes the whole family', async () => {
    const email = uniqueEmail('rotate');
    await signUpOverHttp(email);
    const signIn = await signInOverHttp(email, 'Kavya@2025', true);
    const first = refreshCookieOf(signIn);
    expect(signIn.headers.get('set-cookie')).toContain('Max-Age=2592000');

    const rotated = await callApi('/auth/refresh', { method: 'POST', headers: { cookie: first } });
    expect(rotated.status).toBe(200);
    const second = refreshCookieOf(rotated);
    expect(second).not.toBe(first);

    const replay = await callApi('/auth/refresh', { method: 'POST', headers: { cookie: first } });
    expect(replay.status).toBe(401);
    const afterReplay = await callApi('/auth/refresh', { method: 'POST', headers: { cookie: second } });
    expect(afterReplay.status).toBe(401);
  });

  it('signs out this sign-in: its refresh and access tokens stop working, another device stays signed in', async () => {
    const email = uniqueEmail('signout');
    await signUpOverHttp(email);
    const laptop = await signInOverHttp(email, 'Kavya@2025');
    const phone = await signInOverHttp(email, 'Kavya@2025');
    const cookie = refreshCookieOf(laptop);
    const out = await callApi('/auth/logout', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await callApi('/auth/refresh', { method: 'POST', headers: { cookie } })).status).toBe(401);
    expect((await callApi('/users/me', { headers: bearer(laptop) })).status).toBe(401);
    expect((await callApi('/users/me', { headers: bearer(phone) })).status).toBe(200);
  });

  it('ends the access tokens of a family revoked for a replayed refresh token', async () => {
    const email = uniqueEmail('replayed');
    await signUpOverHttp(email);
    const signIn = await signInOverHttp(email, 'Kavya@2025');
    const first = refreshCookieOf(signIn);
    const rotated = await callApi('/auth/refresh', { method: 'POST', headers: { cookie: first } });
    expect((await callApi('/users/me', { headers: bearer(rotated) })).status).toBe(200);
    await callApi('/auth/refresh', { method: 'POST', headers: { cookie: first } });
    expect((await callApi('/users/me', { headers: bearer(rotated) })).status).toBe(401);
  });

  it('lets a person change their name but nothing the server owns', async () => {
    const email = uniqueEmail('me');
    const session = await signUpOverHttp(email);
    const renamed = await callApi('/users/me', {
      method: 'PUT',
      headers: bearer(session),
      body: { firstName: 'Kavi' },
    });
    expect(renamed.json.data).toMatchObject({ firstName: 'Kavi', role: 'candidate' });
    // A candidate belongs to no organisation: their name change writes the account alone.
    const { data: membership } = await memberships()
      .get({ userId: (await findUserByEmail(email))?.id ?? '' })
      .go();
    expect(membership).toBeNull();
    const promoted = await callApi('/users/me', {
      method: 'PUT',
      headers: bearer(session),
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(422);
  });

  it('keeps the company name of an approved employer, which a pending one may still change', async () => {
    const email = uniqueEmail('hr', 'fixed-example.in');
    const session = await signUpOverHttp(email, {
      role: 'employer',
      companyName: 'Fixed Example',
      jobTitle: 'HR Lead',
      linkedinProfile: 'https://www.linkedin.com/in/hr-lead-fixed',
    });
    const pending = await callApi('/users/me', {
      method: 'PUT',
      headers: bearer(session),
      body: { companyName: 'Fixed Example Pvt Ltd' },
    });
    expect(pending.json.data).toMatchObject({ companyName: 'Fixed Example Pvt Ltd' });

    const user = await findUserByEmail(email);
    await identity()
      .entities.user.patch({ id: user?.id ?? '' })
      .set({ approvalStatus: 'approved' })
      .go();
    const renamed = await callApi('/users/me', {
      method: 'PUT',
      headers: bearer(session),
      body: { companyName: 'Someone Else Ltd', jobTitle: 'Head of HR' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.json).toMatchObject({
      code: 'COMPANY_FIXED_AFTER_APPROVAL',
      message:
        'Your company name cannot be changed once your employer account is verified. A new name needs a new verification: please contact support.',
    });
    const me = await callApi('/users/me', { headers: bearer(session) });
    expect(me.json.data).toMatchObject({
      companyName: 'Fixed Example Pvt Ltd',
      jobTitle: 'HR Lead',
      isApproved: true,
    });
    // The same name again, or other fields, are fine.
    const same = await callApi('/users/me', {
      method: 'PUT',
      headers: bearer(session),
      body: { companyName: 'Fixed Example Pvt Ltd', jobTitle: 'Head of HR' },
    });
    expect(same.status).toBe(200);
  });

  it('deletes an account only with its current password', async () => {
    const email = uniqueEmail('leaver');
    const session = await signUpOverHttp(email);
    const bare = await callApi('/users/me', { method: 'DELETE', headers: bearer(session) });
    expect(bare.status).toBe(422);
    const wrong = await callApi('/users/me', {
      method: 'DELETE',
      headers: bearer(session),
      body: { currentPassword: 'Wrong@2025' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Your current password is incorrect.',
    });
    expect(await findUserByEmail(email)).toBeDefined();
    const deleted = await callApi('/users/me', {
      method: 'DELETE',
      headers: bearer(session),
      body: { currentPassword: 'Kavya@2025' },
    });
    expect(deleted.status).toBe(200);
    expect(await findUserByEmail(email)).toBeUndefined();
  });
});

describe('account settings', () => {
  const changePassword = (session: { json: Record<string, unknown> }, body: Record<string, unknown>) =>
    callApi('/auth/change-password', { method: 'POST', headers: bearer(session), body });

  it('changes the password with the current one: other sessions end, this one is renewed, the new one signs in', async () => {
    const email = uniqueEmail('changer');
    await signUpOverHttp(email);
    const laptop = await signInOverHttp(email, 'Kavya@2025');
    const phone = await signInOverHttp(email, 'Kavya@2025');
    const changed = await changePassword(laptop, {
      currentPassword: 'Kavya@2025',
      password: 'Monsoon@Pune42',
    });
    expect(changed.status).toBe(200);
    const renewed = changed.json.data as { passwordChanged: boolean; session: { accessToken: string } };
    expect(renewed.passwordChanged).toBe(true);
    expect(changed.headers.get('set-cookie')).toMatch(/^jm_refresh=.+; Path=\/api\/v1\/auth; HttpOnly/);
    // The renewed tokens work; every token given out before, here and on the phone, does not.
    expect(
      (await callApi('/users/me', { headers: { authorization: `Bearer ${renewed.session.accessToken}` } }))
        .status,
    ).toBe(200);
    expect((await callApi('/users/me', { headers: bearer(laptop) })).status).toBe(401);
    expect((await callApi('/users/me', { headers: bearer(phone) })).status).toBe(401);
    const phoneCookie = refreshCookieOf(phone);
    expect(
      (await callApi('/auth/refresh', { method: 'POST', headers: { cookie: phoneCookie } })).status,
    ).toBe(401);
    const renewedCookie = refreshCookieOf(changed);
    expect(
      (await callApi('/auth/refresh', { method: 'POST', headers: { cookie: renewedCookie } })).status,
    ).toBe(200);

    expect((await signInOverHttp(email, 'Kavya@2025')).status).toBe(401);
    expect((await signInOverHttp(email, 'Monsoon@Pune42')).status).toBe(200);
    const mails = await waitForMail(email, 2);
    const notice = mails.find((mail) => mail.subject === 'Your Jobmatch password was changed');
    expect(notice?.body.text).toContain(
      'The device it was changed on stays signed in; every other device has been signed out.',
    );
  });

  it('refuses a wrong current password, the sign-up policy’s passwords and the same password, changing nothing', async () => {
    const email = uniqueEmail('keeper');
    const session = await signUpOverHttp(email);
    const wrong = await changePassword(session, {
      currentPassword: 'Wrong@2025',
      password: 'Monsoon@Pune42',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Your current password is incorrect.',
      details: { fieldErrors: { currentPassword: 'Your current password is incorrect.' } },
    });
    const common = await changePassword(session, { currentPassword: 'Kavya@2025', password: 'password123' });
    expect(common.status).toBe(422);
    expect(common.json.message).toBe(
      'This password is one of the most common and easy to guess. Please choose another.',
    );
    const itself = await changePassword(session, { currentPassword: 'Kavya@2025', password: email });
    expect(itself.json.message).toBe('Your password must not be your email address. Please choose another.');
    const short = await changePassword(session, { currentPassword: 'Kavya@2025', password: 'Ab1!' });
    expect(short.status).toBe(422);
    expect(short.json.message).toBe('Password must be at least 8 characters long');
    const same = await changePassword(session, { currentPassword: 'Kavya@2025', password: 'Kavya@2025' });
    expect(same.status).toBe(422);
    expect(same.json.message).toBe('Your new password must be different from your current password.');
    // Nothing changed: the session still works and the old password still signs in.
    expect((await callApi('/users/me', { headers: bearer(session) })).status).toBe(200);
    expect((await signInOverHttp(email, 'Kavya@2025')).status).toBe(200);
  });

  it(
    'counts wrong current passwords as failed sign-ins: past the budget a stolen token gets no more guesses',
    async () => {
      const email = uniqueEmail('guesser');
      const session = await signUpOverHttp(email);
      await withinOneWindow('signInPerAccount');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await changePassword(session, { currentPassword: `Guess@${i}000`, password: 'Monsoon@Pune42' }))
            .status,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
      const right = await changePassword(session, {
        currentPassword: 'Kavya@2025',
        password: 'Monsoon@Pune42',
      });
      expect(right.status).toBe(429);
    },
    WINDOW_ALIGNED_TIMEOUT_MS,
  );

  it('signs out everywhere: every access and refresh token of the account stops working, its cookie is cleared', async () => {
    const email = uniqueEmail('everywhere');
    await signUpOverHttp(email);
    const laptop = await signInOverHttp(email, 'Kavya@2025', true);
    const phone = await signInOverHttp(email, 'Kavya@2025', true);
    const out = await callApi('/auth/sign-out-everywhere', { method: 'POST', headers: bearer(laptop) });
    expect(out.status).toBe(200);
    expect(out.json.data).toEqual({ signedOut: true });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    for (const device of [laptop, phone]) {
      expect((await callApi('/users/me', { headers: bearer(device) })).status).toBe(401);
      const cookie = refreshCookieOf(device);
      expect((await callApi('/auth/refresh', { method: 'POST', headers: { cookie } })).status).toBe(401);
    }
    // The account itself is untouched: its password signs in again.
    expect((await signInOverHttp(email, 'Kavya@2025')).status).toBe(200);
  });

  it('answers both routes 401 without a session', async () => {
    for (const path of ['/auth/change-password', '/auth/sign-out-everywhere']) {
      const response = await callApi(path, {
        method: 'POST',
        body: { currentPassword: 'Kavya@2025', password: 'Monsoon@Pune42' },
      });
      expect(response.status, path).toBe(401);
    }
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails only real accounts', async () => {
    const known = uniqueEmail('known');
    await signUpOverHttp(known);
    const unknown = uniqueEmail('unknown');
    const a = await callApi(`/auth/send-password-reset-otp?email=${known}`, { method: 'POST' });
    const b = await callApi(`/auth/send-password-reset-otp?email=${unknown}`, { method: 'POST' });
    const c = await callApi('/auth/forgot-password', { method: 'POST', body: { email: unknown } });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(a.json).toEqual(b.json);
    expect(b.json).toEqual(c.json);
    expect(await waitForMail(unknown, 1, 500)).toHaveLength(0);
    await codeFromMail(known, 'Your Jobmatch password reset code', 2);
  });

  it('takes the address and code in the body, refusing a bad one with its message', async () => {
    const known = uniqueEmail('body');
    await signUpOverHttp(known);
    const sent = await callApi('/auth/send-password-reset-otp', { method: 'POST', body: { email: known } });
    expect(sent.status).toBe(200);
    await codeFromMail(known, 'Your Jobmatch password reset code', 2);
    const badEmail = await callApi('/auth/send-password-reset-otp', {
      method: 'POST',
      body: { email: 'not-an-address' },
    });
    expect(badEmail.status).toBe(422);
    expect(badEmail.json.message).toBe(AUTH_MESSAGES.emailInvalid);
    const badCode = await callApi('/auth/verify-password-reset-otp', {
      method: 'POST',
      body: { email: known, otp: '12ab' },
    });
    expect(badCode.status).toBe(422);
    expect(badCode.json.message).toBe(AUTH_MESSAGES.codeInvalid);
  });

  it('changes the password, ends every session, and the reset token works once', async () => {
    const email = uniqueEmail('reset');
    await signUpOverHttp(email);
    const before = await signInOverHttp(email, 'Kavya@2025');
    const oldCookie = refreshCookieOf(before);

    await callApi('/auth/forgot-password', { method: 'POST', body: { email } });
    // The sign-up code was mailed first; the reset code follows from the mailer, after the answer.
    const code = await codeFromMail(email, 'Your Jobmatch password reset code', 2);
    // The address and the code in the body, as the app sends them (the spec's query form is above).
    const verified = await callApi('/auth/verify-password-reset-otp', {
      method: 'POST',
      body: { email, otp: code },
    });
    const token = (verified.json.data as { token: string }).token;

    const reset = await callApi('/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'Fresh@2026' },
    });
    expect(reset.status).toBe(200);
    expect(reset.headers.get('set-cookie')).toBeNull();

    expect((await signInOverHttp(email, 'Kavya@2025')).status).toBe(401);
    expect((await signInOverHttp(email, 'Fresh@2026')).status).toBe(200);
    expect((await callApi('/users/me', { headers: bearer(before) })).status).toBe(401);
    expect((await callApi('/auth/refresh', { method: 'POST', headers: { cookie: oldCookie } })).status).toBe(
      401,
    );

    const again = await callApi('/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'Other@2026' },
    });
    expect(again.status).toBe(400);
    expect((await signInOverHttp(email, 'Fresh@2026')).status).toBe(200);
  });

  it('refuses a common new password and keeps the old one, the reset code still good for another try', async () => {
    const email = uniqueEmail('resetcommon');
    await signUpOverHttp(email);
    await callApi('/auth/forgot-password', { method: 'POST', body: { email } });
    const code = await codeFromMail(email, 'Your Jobmatch password reset code', 2);
    const verified = await callApi(`/auth/verify-password-reset-otp?email=${email}&otp=${code}`, {
      method: 'POST',
    });
    const token = (verified.json.data as { token: string }).token;
    const refused = await callApi('/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'qwerty123' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      'This password is one of the most common and easy to guess. Please choose another.',
    );
    expect((await signInOverHttp(email, 'Kavya@2025')).status).toBe(200);
    const reset = await callApi('/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'Fresh@2026' },
    });
    expect(reset.status).toBe(200);
  });

  it('refuses a new password shorter than 8 with the spec message', async () => {
    const response = await callApi('/auth/reset-password', {
      method: 'POST',
      body: { token: 'x'.repeat(40), password: 'short' },
    });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe('Password must be at least 8 characters long');
  });
});

describe('generic code calls', () => {
  it('change the email with the current password: other sessions end, this one is renewed, the old address can undo it', async () => {
    const email = uniqueEmail('mover');
    const session = await signUpOverHttp(email);
    const otherDevice = await signInOverHttp(email, 'Kavya@2025');
    const next = uniqueEmail('moved');

    const withoutPassword = await callApi('/otp/generate', {
      method: 'POST',
      headers: bearer(session),
      body: { email: next, purpose: 'EMAIL_CHANGE' },
    });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.json.code).toBe('INVALID_PASSWORD');
    const wrongPassword = await callApi('/otp/generate', {
      method: 'POST',
      headers: bearer(session),
      body: { email: next, purpose: 'EMAIL_CHANGE', currentPassword: 'Wrong@2025' },
    });
    expect(wrongPassword.json.code).toBe('INVALID_PASSWORD');
    expect(await waitForMail(next, 1, 500)).toHaveLength(0);

    const sent = await callApi('/otp/generate', {
      method: 'POST',
      headers: bearer(session),
      body: { email: next, purpose: 'EMAIL_CHANGE', currentPassword: 'Kavya@2025' },
    });
    expect(sent.status).toBe(200);
    const code = await codeFromMail(next, 'Confirm your new email address');
    // A code is bound to the address, not the account: the password is asked again where the change happens.
    const tokenAlone = await callApi('/otp/verify', {
      method: 'POST',
      headers: bearer(session),
      body: { email: next, otp: code, purpose: 'EMAIL_CHANGE' },
    });
    expect(tokenAlone.json.code).toBe('INVALID_PASSWORD');
    const verified = await callApi('/otp/verify', {
      method: 'POST',
      headers: bearer(session),
      body: { email: next, otp: code, purpose: 'EMAIL_CHANGE', currentPassword: 'Kavya@2025' },
    });
    expect(verified.status).toBe(200);
    const renewed = verified.json.data as {
      verified: boolean;
      session: { accessToken: string; user: { email: string } };
    };
    expect(renewed).toMatchObject({ verified: true, session: { user: { email: next } } });
    expect(verified.headers.get('set-cookie')).toMatch(/^jm_refresh=.+; Path=\/api\/v1\/auth/);

    // Every other session ends; this one goes on with the renewed tokens.
    expect((await callApi('/users/me', { headers: bearer(session) })).status).toBe(401);
    expect((await callApi('/users/me', { headers: bearer(otherDevice) })).status).toBe(401);
    const otherCookie = refreshCookieOf(otherDevice);
    expect(
      (await callApi('/auth/refresh', { method: 'POST', headers: { cookie: otherCookie } })).status,
    ).toBe(401);
    const renewedHeaders = { authorization: `Bearer ${renewed.session.accessToken}` };
    expect((await callApi('/users/me', { headers: renewedHeaders })).json.data).toMatchObject({
      email: next,
    });
    const renewedCookie = refreshCookieOf(verified);
    expect(
      (await callApi('/auth/refresh', { method: 'POST', headers: { cookie: renewedCookie } })).status,
    ).toBe(200);
    expect((await signInOverHttp(next, 'Kavya@2025')).status).toBe(200);
    expect((await signInOverHttp(email, 'Kavya@2025')).status).toBe(401);

    // The old address is told, with a link that undoes the change once.
    const [notice] = (await waitForMail(email, 2)).filter(
      (mail) => mail.subject === 'The email address of your Jobmatch account was changed',
    );
    expect(notice?.body.text).toContain(maskEmail(next));
    expect(notice?.body.text).not.toContain(next);
    const token = decodeURIComponent(
      /\/email-change\/undo\?token=(\S+)/.exec(notice?.body.text ?? '')?.[1] ?? '',
    );
    expect(token).not.toBe('');
    const undone = await callApi('/auth/email-change/undo', { method: 'POST', body: { token } });
    expect(undone.status).toBe(200);
    expect(undone.json.data).toEqual({ email });
    expect((await findUserByEmail(email))?.email).toBe(email);
    expect(await findUserByEmail(next)).toBeUndefined();
    // Every session ends and the password that made the change no longer works.
    expect((await callApi('/users/me', { headers: renewedHeaders })).status).toBe(401);
    expect((await signInOverHttp(email, 'Kavya@2025')).status).toBe(401);
    const twice = await callApi('/auth/email-change/undo', { method: 'POST', body: { token } });
    expect(twice.status).toBe(400);
    expect(twice.json.message).toBe('This link has expired or has already been used.');
  });

  it("carry an employer's new names and address, and the undo, to their team membership (ADR 0017)", async () => {
    const email = uniqueEmail('owner', 'copied-example.in');
    const session = await signUpOverHttp(email, {
      role: 'employer',
      companyName: 'Copied Example',
      jobTitle: 'HR Lead',
      linkedinProfile: 'https://www.linkedin.com/in/hr-lead-copied',
    });
    const id = (await findUserByEmail(email))?.id ?? '';
    const { organisation } = await createOrganisation({ ownerId: id, company: { name: 'Copied Example' } });
    /** The membership's copy against the account as it now stands. */
    const expectCopyFollows = async (expected: Partial<AccountCopy>) => {
      const account = await findUserById(id);
      const { data: membership } = await memberships().get({ userId: id }).go({ consistent: true });
      expect(account).toMatchObject(expected);
      expect(membership).toMatchObject({
        organisationId: organisation.id,
        owner: true,
        ...accountCopyOf(account as AccountCopy),
      });
    };
    await expectCopyFollows({ firstName: 'Kavya', lastName: 'Menon', email });

    const renamed = await callApi('/users/me', {
      method: 'PUT',
      headers: bearer(session),
      body: { firstName: 'Kavi', lastName: 'Nair', jobTitle: 'Head of HR' },
    });
    expect(renamed.json.data).toMatchObject({ firstName: 'Kavi', lastName: 'Nair', jobTitle: 'Head of HR' });
    await expectCopyFollows({ firstName: 'Kavi', lastName: 'Nair' });

    const next = uniqueEmail('moved', 'copied-example.in');
    const sent = await callApi('/otp/generate', {
      method: 'POST',
      headers: bearer(session),
      body: { email: next, purpose: 'EMAIL_CHANGE', currentPassword: 'Kavya@2025' },
    });
    expect(sent.status).toBe(200);
    const code = await codeFromMail(next, 'Confirm your new email address');
    const verified = await callApi('/otp/verify', {
      method: 'POST',
      headers: bearer(session),
      body: { email: next, otp: code, purpose: 'EMAIL_CHANGE', currentPassword: 'Kavya@2025' },
    });
    expect(verified.status).toBe(200);
    await expectCopyFollows({ email: next });

    const [notice] = (await waitForMail(email, 2)).filter(
      (mail) => mail.subject === 'The email address of your Jobmatch account was changed',
    );
    const token = decodeURIComponent(
      /\/email-change\/undo\?token=(\S+)/.exec(notice?.body.text ?? '')?.[1] ?? '',
    );
    const undone = await callApi('/auth/email-change/undo', { method: 'POST', body: { token } });
    expect(undone.status).toBe(200);
    await expectCopyFollows({ email, firstName: 'Kavi' });
  });

  it('refuse a forged undo link', async () => {
    const forged = await callApi('/auth/email-change/undo', {
      method: 'POST',
      body: { token: 'x'.repeat(60) },
    });
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe('INVALID_TOKEN');
  });

  it('refuse an email change without a session, and to an address that is taken', async () => {
    const taken = uniqueEmail('taken');
    await signUpOverHttp(taken);
    const anonymous = await callApi('/otp/generate', {
      method: 'POST',
      body: { email: uniqueEmail(), purpose: 'EMAIL_CHANGE' },
    });
    expect(anonymous.status).toBe(401);
    const session = await signUpOverHttp(uniqueEmail('grabber'));
    const grab = await callApi('/otp/generate', {
      method: 'POST',
      headers: bearer(session),
      body: { email: taken, purpose: 'EMAIL_CHANGE', currentPassword: 'Kavya@2025' },
    });
    expect(grab.status).toBe(409);
  });

  it(
    'limit code requests per address within an hour',
    async () => {
      const email = uniqueEmail('flood');
      await withinOneWindow('codeSendPerAccount');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await callApi('/otp/generate', { method: 'POST', body: { email, purpose: 'PASSWORD_RESET' } }))
            .status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    },
    WINDOW_ALIGNED_TIMEOUT_MS,
  );

  it('report a live code of the caller’s own address only, without revealing it', async () => {
    const email = uniqueEmail('status');
    const session = await signUpOverHttp(email);
    await callApi('/otp/generate', { method: 'POST', body: { email, purpose: 'PASSWORD_RESET' } });
    await codeFromMail(email, 'Your Jobmatch password reset code', 2);
    const query = `/otp/status?email=${email}&purpose=PASSWORD_RESET`;
    const status = await callApi(query, { headers: bearer(session) });
    expect(status.json.data).toMatchObject({ active: true, attemptsRemaining: 5 });
    expect(JSON.stringify(status.json)).not.toMatch(/\b\d{6}\b/);

    expect((await callApi(query)).status).toBe(401);
    const stranger = await signUpOverHttp(uniqueEmail('stranger'));
    const snooping = await callApi(query, { headers: bearer(stranger) });
    expect(snooping.status).toBe(403);
    expect(JSON.stringify(snooping.json)).not.toContain('active');
  });
});

describe('one account per address', () => {
  it('lets only one of two simultaneous account creations with the same address succeed', async () => {
    const { createAccount } = await import('../model/account-creation');
    const email = uniqueEmail('race');
    const account = {
      email,
      password: 'Race@2025',
      firstName: 'Ravi',
      lastName: 'Kumar',
      role: 'USER' as const,
    };
    const results = await Promise.allSettled([
      createAccount(account),
      createAccount(account),
      createAccount(account),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result) => result.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.map((result) => (result.reason as { code: string }).code)).toEqual([
      'EMAIL_ALREADY_EXISTS',
      'EMAIL_ALREADY_EXISTS',
    ]);
  });
});
