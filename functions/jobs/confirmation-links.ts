import { errors, jwtVerify, SignJWT } from 'jose';
import {
  CONFIRMATION_ACTIONS,
  CONFIRMATION_MESSAGES,
  type ConfirmationAction,
  linkExpiry,
} from '../../shared/jobs/reconfirmation';
import { derivedKey } from '../platform/auth/secret';
import { BadRequestError } from '../platform/errors';

/*
 * The reconfirmation mail's links (ADR 0029): a JWT naming one job, one action (confirm or close) and the
 * due day it was mailed about, signed with a key of its own (HKDF from the stage's master secret, so it
 * can never pass as a sign-in token), with an audience of its own, and expiring when the job would close.
 * Binding the due day makes a link single-purpose in time too: once the job is confirmed again (its due
 * day moves) or closed, an old link changes nothing.
 */

const ISSUER = 'jobmatch';
const AUDIENCE = 'jobmatch-link:job-confirmation';

export interface ConfirmationLink {
  jobId: string;
  action: ConfirmationAction;
  dueOn: string;
}

export async function signConfirmationLink(link: ConfirmationLink, now = new Date()): Promise<string> {
  return new SignJWT({ act: link.action, due: link.dueOn })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(link.jobId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(linkExpiry(link.dueOn).getTime() / 1000))
    .sign(await derivedKey('mail-link'));
}

/**
 * What a link says, if it is one this server signed, unaltered and not expired; otherwise the page's
 * "invalid or expired" answer (400), the same for every way a link can be wrong.
 */
export async function readConfirmationLink(token: string, now = new Date()): Promise<ConfirmationLink> {
  const invalid = () => new BadRequestError(CONFIRMATION_MESSAGES.linkInvalid);
  try {
    const { payload } = await jwtVerify(token, await derivedKey('mail-link'), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const { sub, act, due } = payload;
    if (
      typeof sub !== 'string' ||
      typeof due !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(due) ||
      !(CONFIRMATION_ACTIONS as readonly unknown[]).includes(act)
    ) {
      throw invalid();
    }
    return { jobId: sub, action: act as ConfirmationAction, dueOn: due };
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    if (error instanceof errors.JOSEError || error instanceof TypeError) throw invalid();
    throw error;
  }
}
