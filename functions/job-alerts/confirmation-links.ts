import { errors, jwtVerify, SignJWT } from 'jose';
import { JOB_ALERT_MESSAGES } from '../../shared/job-alerts/rules';
import { derivedKey } from '../platform/auth/secret';
import { BadRequestError } from '../platform/errors';

/*
 * A guest's confirmation link (double opt-in, ADR 0035): a JWT naming the subscriber and one alert,
 * signed with the mail-link key under an audience of its own, so neither an unsubscribe link nor a job's
 * reconfirmation link can pass as one. Its lifetime is the alert's: an unconfirmed alert is deleted after
 * the days allowed, and the link then finds nothing to confirm.
 */

const ISSUER = 'jobmatch';
const AUDIENCE = 'jobmatch-link:job-alert-confirmation';

export interface AlertConfirmationLink {
  subscriberId: string;
  alertId: string;
}

export async function signAlertConfirmation(link: AlertConfirmationLink, now = new Date()): Promise<string> {
  return new SignJWT({ alert: link.alertId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(link.subscriberId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(await derivedKey('mail-link'));
}

/** What a link says when this server signed it unaltered; otherwise one 400 for every way it can be wrong. */
export async function readAlertConfirmation(token: string): Promise<AlertConfirmationLink> {
  const invalid = () => new BadRequestError(JOB_ALERT_MESSAGES.linkInvalid);
  if (!token || token.length > 2048) throw invalid();
  try {
    const { payload } = await jwtVerify(token, await derivedKey('mail-link'), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub'],
    });
    const { sub, alert } = payload;
    if (typeof sub !== 'string' || typeof alert !== 'string') throw invalid();
    return { subscriberId: sub, alertId: alert };
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    if (error instanceof errors.JOSEError || error instanceof TypeError) throw invalid();
    throw error;
  }
}
