import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../../shared/auth/user';
import { UnauthorizedError } from '../errors';
import { derivedKey } from './secret';

const ISSUER = 'jobmatch';
const ALGORITHMS = ['HS256'];
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  role: Role;
  /** The user's session version when signed in; a password reset bumps it and ends every session. */
  sessionVersion: number;
  /**
   * The sign-in this token belongs to (its refresh family): signing out ends just this one (ADR 0005).
   * Tokens minted outside a sign-in (test helpers) carry none and end only with the session version.
   */
  sessionId?: string;
}

export async function signAccessToken(claims: AccessClaims): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.sessionVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience('jobmatch-api')
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(await derivedKey('access-token'));
}

/** Verifies signature (HS256 only: `none` and every other algorithm are refused), issuer, audience, expiry. */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await derivedKey('access-token'), {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: 'jobmatch-api',
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.ver !== 'number' ||
      typeof payload.role !== 'string' ||
      (payload.sid !== undefined && typeof payload.sid !== 'string')
    ) {
      throw new UnauthorizedError();
    }
    return {
      userId: payload.sub,
      role: payload.role as Role,
      sessionVersion: payload.ver,
      sessionId: payload.sid as string | undefined,
    };
  } catch (error) {
    if (error instanceof UnauthorizedError || error instanceof errors.JOSEError)
      throw new UnauthorizedError();
    throw error;
  }
}

/**
 * A short-lived proof that something was verified: an email's code for registration, or a password reset.
 * Its audience names what it proves, so one kind can never stand in for another.
 */
export async function signProof(
  kind: string,
  subject: string,
  extra: Record<string, unknown>,
  seconds: number,
) {
  return new SignJWT(extra)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(`jobmatch-proof:${kind}`)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(await derivedKey('proof-token'));
}

/** The proof's subject and claims, or undefined when it is forged, expired or of another kind. */
export async function verifyProof(
  kind: string,
  token: string,
): Promise<({ sub: string } & Record<string, unknown>) | undefined> {
  try {
    const { payload } = await jwtVerify(token, await derivedKey('proof-token'), {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: `jobmatch-proof:${kind}`,
    });
    return typeof payload.sub === 'string' ? { ...payload, sub: payload.sub } : undefined;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
