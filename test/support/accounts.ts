import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { userKey } from '../../functions/platform/auth/account-items';
import { dynamoClient } from '../../functions/platform/clients/dynamo';
import { config } from '../../functions/platform/config';
import { callApi, uniqueViewer, waitForMail } from './api';

/** The six-digit code of the newest mail to an address with a subject. */
export async function codeFromMail(to: string, subject: string, count = 1): Promise<string> {
  const mails = (await waitForMail(to, count)).filter((mail) => mail.subject === subject);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.body.text ?? '')?.[1];
  if (!code) throw new Error(`No code mailed to ${to} with subject "${subject}"`);
  return code;
}

export const uniqueEmail = (prefix = 'person', domain = 'example.in') =>
  `${prefix}.${randomUUID().slice(0, 8)}@${domain}`;

export function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Kavya',
    lastName: 'Menon',
    email,
    password: 'Kavya@2025',
    role: 'candidate',
    acceptTerms: true,
    acceptPrivacyPolicy: true,
    consentToDataProcessing: true,
    dateOfBirth: '1995-04-12',
    ...overrides,
  };
}

/** Runs the whole sign-up over HTTP: code mailed, code verified, account created. */
export async function signUpOverHttp(email: string, overrides: Record<string, unknown> = {}) {
  const viewer = uniqueViewer();
  // As the app sends them: the address and the code in the body, out of the URL.
  const sent = await callApi('/auth/send-verification-otp', { method: 'POST', viewer, body: { email } });
  expect(sent.status).toBe(200);
  const code = await codeFromMail(email, 'Your Jobmatch verification code');
  const verified = await callApi('/auth/verify-registration-otp', {
    method: 'POST',
    viewer,
    body: { email, otp: code },
  });
  expect(verified.status).toBe(200);
  const token = (verified.json.data as { token: string }).token;
  return callApi('/auth/secure-register', {
    method: 'POST',
    body: { ...signUpBody(email, overrides), verificationToken: token },
    viewer,
  });
}

export function refreshCookieOf(response: { headers: Headers }): string {
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('No refresh cookie in the answer');
  return cookie;
}

export async function signInOverHttp(email: string, password: string, rememberMe = false) {
  return callApi('/auth/secure-login', { method: 'POST', body: { email, password, rememberMe } });
}

export const bearer = (response: { json: Record<string, unknown> }) => ({
  authorization: `Bearer ${(response.json.data as { accessToken: string }).accessToken}`,
});

/**
 * Ends every session of the account, as signing out everywhere does (its session version moves on): a token
 * it issued still verifies, and the account refuses it.
 */
export async function endSessionsOf(userId: string): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: userKey(userId),
      UpdateExpression: 'SET sessionVersion = sessionVersion + :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}
