import type { User } from '../../../shared/auth/user';
import type { Audience } from '../contract';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { HttpEvent } from '../http/types';
import { readUser, readUserWithMembership } from './account-items';
import type { MembershipItem, UserRecord } from './account-records';
import { type AccessClaims, verifyAccessToken } from './tokens';
import { isSessionEnded, toUser } from './user-view';

/** Who is calling: the verified token's user, loaded fresh so role, approval and revocation are current. */
export interface Principal {
  user: User;
  record: UserRecord;
  /** The sign-in (refresh family) the access token belongs to. */
  sessionId?: string;
  /**
   * An employer's organisation membership as it stood when the account was read on this request (null:
   * none); undefined when it was not read with the account, and is then read where it is needed.
   */
  membership?: MembershipItem | null;
}

function bearerToken(event: HttpEvent): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header && /^Bearer\s+([A-Za-z0-9._-]+)$/.exec(header.trim());
  return match?.[1];
}

/** The bearer token's verified claims (signature, expiry); 401 for a missing, forged or expired token. */
export async function verifiedClaims(event: HttpEvent): Promise<AccessClaims> {
  const token = bearerToken(event);
  if (!token) throw new UnauthorizedError();
  return verifyAccessToken(token);
}

/** The principal the claims stand for, from the account read on this request; 401 when it is gone or revoked. */
export function principalOf(
  claims: AccessClaims,
  record: UserRecord | undefined,
  membership?: MembershipItem | null,
): Principal {
  if (
    !record ||
    record.sessionVersion !== claims.sessionVersion ||
    (claims.sessionId !== undefined && isSessionEnded(record, claims.sessionId))
  ) {
    throw new UnauthorizedError();
  }
  return { user: toUser(record), record, sessionId: claims.sessionId, membership };
}

/** The principal behind the bearer token; 401 for a missing, forged, expired or revoked token. */
export async function authenticate(event: HttpEvent): Promise<Principal> {
  const claims = await verifiedClaims(event);
  // Every employer request asks which organisation the caller acts for: read it with the account.
  const { record, membership } =
    claims.role === 'employer'
      ? await readUserWithMembership(claims.userId)
      : { record: await readUser(claims.userId), membership: undefined };
  return principalOf(claims, record, membership);
}

/** The principal when a token is sent, undefined when none is; a bad token is still a 401. */
export async function authenticateIfPresent(event: HttpEvent): Promise<Principal | undefined> {
  return bearerToken(event) ? authenticate(event) : undefined;
}

/** 403 unless the principal belongs to the route's audience. */
export function authorize(principal: Principal, audience: Exclude<Audience, 'public'>): void {
  const { role, isApproved } = principal.user;
  const approvedEmployerOrAdmin = (role === 'employer' && isApproved) || role === 'admin';
  const allowed =
    audience === 'authenticated' ||
    (audience === 'candidate' && role === 'candidate') ||
    (audience === 'employer' && role === 'employer') ||
    (audience === 'approvedEmployer' && approvedEmployerOrAdmin) ||
    (audience === 'candidateOrApprovedEmployer' && (role === 'candidate' || approvedEmployerOrAdmin)) ||
    (audience === 'admin' && role === 'admin');
  if (!allowed) throw new ForbiddenError();
}

/** The principal of a route whose audience is not public; the guard has already resolved it. */
export function signedInPrincipal(principal: Principal | undefined): Principal {
  if (!principal) throw new UnauthorizedError();
  return principal;
}
