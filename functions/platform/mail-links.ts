import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { derivedKey } from './auth/secret';
import { BadRequestError } from './errors';

/*
 * A mailed link's token: a JWT signed with the mail-link key (HKDF from the stage's master secret, so it can
 * never pass as a sign-in token), each kind of link under an audience of its own (`jobmatch-link:<kind>`),
 * so one kind never passes as another. Every way a token can be wrong (forged, altered, another kind,
 * expired) is the same 400 with the link's own words. The kinds: a job's reconfirmation (ADR 0029), an
 * optional mail's unsubscribe (ADR 0034), a guest's job alert confirmation (ADR 0035), the privacy desk's
 * confirmation and the erasure notice's "keep my account" (ADR 0038).
 */

const ISSUER = 'jobmatch';

export interface MailLink {
  /** The link's kind: `jobmatch-link:<kind>`. */
  audience: string;
  /** What the link names: a job, an account, an alert's owner... */
  subject: string;
  claims?: Record<string, string>;
  /** Absent for a link a person may follow months later (an unsubscribe). */
  expiresAt?: Date;
}

export async function signMailLink(link: MailLink, now = new Date()): Promise<string> {
  const token = new SignJWT(link.claims ?? {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(link.subject)
    .setIssuer(ISSUER)
    .setAudience(link.audience)
    .setIssuedAt(Math.floor(now.getTime() / 1000));
  if (link.expiresAt) token.setExpirationTime(Math.floor(link.expiresAt.getTime() / 1000));
  return token.sign(await derivedKey('mail-link'));
}

/**
 * The claims of a token this server signed for `audience`, unaltered (and unexpired, when it must expire);
 * otherwise a 400 saying `invalidMessage`.
 */
export async function readMailLink(
  token: string,
  options: { audience: string; invalidMessage: string; expires?: boolean; now?: Date },
): Promise<JWTPayload & { sub: string }> {
  const invalid = () => new BadRequestError(options.invalidMessage);
  if (!token || token.length > 2048) throw invalid();
  try {
    const { payload } = await jwtVerify(token, await derivedKey('mail-link'), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: options.audience,
      currentDate: options.now,
      requiredClaims: options.expires ? ['exp', 'sub'] : ['sub'],
    });
    if (typeof payload.sub !== 'string') throw invalid();
    return payload as JWTPayload & { sub: string };
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    if (error instanceof errors.JOSEError || error instanceof TypeError) throw invalid();
    throw error;
  }
}
