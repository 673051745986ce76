// Boundary: one-time codes against DynamoDB Local, with the clock passed in (expiry and cooldown).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../model/account-credentials';
import { codeStatus, issueCode, verifyCode } from './codes';

const email = () => `code.${randomUUID().slice(0, 8)}@example.in`;
const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string; details?: { attemptsRemaining?: number } }) =>
      `${error.code}${error.details?.attemptsRemaining !== undefined ? `:${error.details.attemptsRemaining}` : ''}`,
  );

describe('one-time codes', () => {
  it('makes six digits, stores only their HMAC, and accepts the code once', async () => {
    const address = email();
    const { code, sent } = await issueCode(address, 'REGISTRATION');
    expect(code).toMatch(/^\d{6}$/);
    expect(sent).toEqual({ sent: true, expiresInSeconds: 600, resendAfterSeconds: 60 });
    const { data } = await oneTimeCodes().get({ email: address, purpose: 'REGISTRATION' }).go();
    expect(data?.codeHash).not.toContain(code);

    await expect(verifyCode(address, 'REGISTRATION', code)).resolves.toBeUndefined();
    expect(await errorCode(verifyCode(address, 'REGISTRATION', code))).toBe('INVALID_OTP:0');
  });

  it('expires after ten minutes', async () => {
    const address = email();
    const now = Date.now();
    const { code } = await issueCode(address, 'PASSWORD_RESET', now);
    expect(await errorCode(verifyCode(address, 'PASSWORD_RESET', code, now + 10 * 60_000 + 1000))).toBe(
      'OTP_EXPIRED',
    );
  });

  it('counts wrong attempts down and locks after five, even for the right code', async () => {
    const address = email();
    const { code } = await issueCode(address, 'REGISTRATION');
    const wrong = code === '000000' ? '111111' : '000000';
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await errorCode(verifyCode(address, 'REGISTRATION', wrong)));
    expect(results).toEqual([
      'INVALID_OTP:4',
      'INVALID_OTP:3',
      'INVALID_OTP:2',
      'INVALID_OTP:1',
      'OTP_ATTEMPTS_EXCEEDED:0',
    ]);
    expect(await errorCode(verifyCode(address, 'REGISTRATION', code))).toBe('OTP_ATTEMPTS_EXCEEDED:0');
  });

  it('does not let concurrent wrong guesses exceed the limit', async () => {
    const address = email();
    const { code } = await issueCode(address, 'REGISTRATION');
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(
      Array.from({ length: 12 }, () => errorCode(verifyCode(address, 'REGISTRATION', wrong))),
    );
    const { data } = await oneTimeCodes().get({ email: address, purpose: 'REGISTRATION' }).go();
    expect(data?.attempts).toBe(5);
    expect(await errorCode(verifyCode(address, 'REGISTRATION', code))).toBe('OTP_ATTEMPTS_EXCEEDED:0');
  });

  it('refuses a code issued for another purpose', async () => {
    const address = email();
    const { code } = await issueCode(address, 'REGISTRATION');
    expect(await errorCode(verifyCode(address, 'PASSWORD_RESET', code))).toBe('INVALID_OTP:0');
    expect(await errorCode(verifyCode(address, 'EMAIL_CHANGE', code))).toBe('INVALID_OTP:0');
  });

  it('refuses a resend within 60 seconds, then replaces the old code', async () => {
    const address = email();
    const now = Date.now();
    const first = await issueCode(address, 'REGISTRATION', now);
    expect(await errorCode(issueCode(address, 'REGISTRATION', now + 30_000))).toBe('OTP_RESEND_COOLDOWN');
    const second = await issueCode(address, 'REGISTRATION', now + 61_000);
    if (first.code !== second.code) {
      expect(await errorCode(verifyCode(address, 'REGISTRATION', first.code, now + 62_000))).toBe(
        'INVALID_OTP:4',
      );
    }
    await expect(verifyCode(address, 'REGISTRATION', second.code, now + 62_000)).resolves.toBeUndefined();
  });

  it('reports the status of the live code', async () => {
    const address = email();
    const now = Date.now();
    await issueCode(address, 'REGISTRATION', now);
    const status = await codeStatus(address, 'REGISTRATION', now);
    expect(status).toMatchObject({ active: true, attemptsRemaining: 5, purpose: 'REGISTRATION' });
    expect(new Date(status.resendAvailableAt ?? 0).getTime()).toBe(now + 60_000);
    expect((await codeStatus(address, 'PASSWORD_RESET', now)).active).toBe(false);
  });
});
