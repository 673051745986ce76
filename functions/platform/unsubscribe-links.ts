import { errors, jwtVerify, SignJWT } from 'jose';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
} from '../../shared/notifications/kinds';
import { derivedKey } from './auth/secret';
import { BadRequestError } from './errors';

/*
 * An optional mail's unsubscribe link (RFC 8058, ADR 0034): a JWT naming one account and one kind of
 * mail, signed with the mail-link key under an audience of its own (a reconfirmation link can never pass
 * as one). It carries no expiry a person would trip over: mail providers post to it whenever the person
 * presses their Unsubscribe button, months later too. A forged or altered link changes nothing.
 */

const ISSUER = 'jobmatch';
const AUDIENCE = 'jobmatch-link:unsubscribe';

export interface UnsubscribeLink {
  accountId: string;
  kind: NotificationKind;
}

export async function signUnsubscribeLink(link: UnsubscribeLink, now = new Date()): Promise<string> {
  return new SignJWT({ kind: link.kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(link.accountId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(await derivedKey('mail-link'));
}

/** What a link says when this server signed it unaltered; otherwise one 400 for every way it can be wrong. */
export async function readUnsubscribeLink(token: string): Promise<UnsubscribeLink> {
  const invalid = () => new BadRequestError(NOTIFICATION_MESSAGES.linkInvalid);
  try {
    const { payload } = await jwtVerify(token, await derivedKey('mail-link'), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub'],
    });
    const { sub, kind } = payload;
    if (typeof sub !== 'string' || !(NOTIFICATION_KINDS as readonly unknown[]).includes(kind))
      throw invalid();
    return { accountId: sub, kind: kind as NotificationKind };
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    if (error instanceof errors.JOSEError || error instanceof TypeError) throw invalid();
    throw error;
  }
}
