import type { Audience } from '../contract';
import { UnauthorizedError } from '../errors';
import {
  membershipKey,
  membershipRecordOf,
  readUser,
  readUserWithMembership,
  userKey,
  userRecordOf,
} from './account-items';
import { authorize, type Principal, principalOf } from './principal';
import type { AccessClaims } from './tokens';

type StoredItem = Record<string, unknown>;

/**
 * A signed-in request whose account is read with the function's own first batch instead of before the
 * function runs (ADR 0017): the guard has checked the token's signature and expiry, and the account
 * (revocation, role, approval) comes with the items the function reads by key, saving the round trip the
 * guard spends on it alone. Until it is confirmed the function may read only the token's user's own items,
 * and answers nothing from them: the route reads the account itself, before any answer or error leaves,
 * when the function did not confirm it.
 */
export interface DeferredSession {
  /** The token's user: whose own items the function may read before the account has answered. */
  readonly userId: string;
  /**
   * The keys to read in the function's batch: the account, and for an employer's token the membership too
   * (what the guard reads for every employer request, ADR 0017).
   */
  readonly accountKeys: { pk: string; sk: string }[];
  /** The principal once the account has vouched for it; undefined before. */
  readonly principal: Principal | undefined;
  /**
   * The principal from the items read for `accountKeys` in that batch (taken off the front of `items`),
   * or the guard's own 401 or 403.
   */
  confirm(items: (StoredItem | undefined)[]): Principal;
}

export function deferredSession(
  claims: AccessClaims,
  audience: Exclude<Audience, 'public'>,
): DeferredSession & { confirmAlone(): Promise<Principal> } {
  const withMembership = claims.role === 'employer';
  let confirmed: Principal | undefined;
  const settle = (principal: Principal): Principal => {
    authorize(principal, audience);
    confirmed = principal;
    return principal;
  };
  return {
    userId: claims.userId,
    accountKeys: withMembership
      ? [userKey(claims.userId), membershipKey(claims.userId)]
      : [userKey(claims.userId)],
    get principal() {
      return confirmed;
    },
    confirm(items) {
      if (confirmed) return confirmed;
      const [account, membership] = items.splice(0, withMembership ? 2 : 1);
      return settle(
        principalOf(
          claims,
          userRecordOf(account),
          withMembership ? (membershipRecordOf(membership) ?? null) : undefined,
        ),
      );
    },
    /** The route's own read of the account, when the function answered without confirming it. */
    async confirmAlone() {
      if (confirmed) return confirmed;
      if (withMembership) {
        const { record, membership } = await readUserWithMembership(claims.userId);
        return settle(principalOf(claims, record, membership));
      }
      return settle(principalOf(claims, await readUser(claims.userId)));
    },
  };
}

/** The session of a route guarded with `deferAccount`, whose guard has always set it. */
export function deferredSessionOf(session: DeferredSession | undefined): DeferredSession {
  if (!session) throw new UnauthorizedError();
  return session;
}
