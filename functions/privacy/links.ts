import { PRIVACY_REQUEST_MESSAGES } from '../../shared/privacy/requests';
import { KEEP_ACCOUNT_MESSAGES } from '../../shared/privacy/retention';
import { BadRequestError } from '../platform/errors';
import { readMailLink, signMailLink } from '../platform/mail-links';

/*
 * The privacy mails' links (ADR 0038), JWTs signed with the mail-link key, each kind under an audience of
 * its own, so neither passes as the other nor as a reconfirmation or unsubscribe link:
 * - a signed-out privacy request's confirmation: names the request, expires when the request does (a day);
 * - an erasure notice's "keep my account": names the account and the day it was last used, so once the
 *   account is used again (its day moves) an old link changes nothing; it expires with the erasure.
 * Every way a link can be wrong is the same 400.
 */

const CONFIRM_AUDIENCE = 'jobmatch-link:privacy-request';
const KEEP_AUDIENCE = 'jobmatch-link:keep-account';

const sign = (
  audience: string,
  subject: string,
  claims: Record<string, string>,
  expiresAt: Date,
  now: Date,
) => signMailLink({ audience, subject, claims, expiresAt }, now);

const read = (audience: string, token: string, message: string, now: Date) =>
  readMailLink(token, { audience, invalidMessage: message, expires: true, now });

export const signRequestConfirmation = (requestId: string, expiresAt: Date, now = new Date()) =>
  sign(CONFIRM_AUDIENCE, requestId, {}, expiresAt, now);

/** The request a confirmation link names. */
export async function readRequestConfirmation(token: string, now = new Date()): Promise<string> {
  return (await read(CONFIRM_AUDIENCE, token, PRIVACY_REQUEST_MESSAGES.linkInvalid, now)).sub;
}

export interface KeepLink {
  userId: string;
  lastActiveOn: string;
}

export const signKeepLink = (link: KeepLink, expiresAt: Date, now = new Date()) =>
  sign(KEEP_AUDIENCE, link.userId, { day: link.lastActiveOn }, expiresAt, now);

export async function readKeepLink(token: string, now = new Date()): Promise<KeepLink> {
  const payload = await read(KEEP_AUDIENCE, token, KEEP_ACCOUNT_MESSAGES.linkInvalid, now);
  if (typeof payload.day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(payload.day))
    throw new BadRequestError(KEEP_ACCOUNT_MESSAGES.linkInvalid);
  return { userId: payload.sub, lastActiveOn: payload.day };
}
