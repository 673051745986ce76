import {
  dependsOnPlan,
  type MemberPermission,
  memberMay,
  PERMISSION_TABLE,
  type PermissionHolder,
} from '../../shared/teams/permissions';
import type { Plan } from '../../shared/teams/schemas';
import { DomainError } from '../platform/errors';
import type { MembershipItem } from './memberships';
import { organisations } from './organisations';
import { type SubscriptionTerm, teamPlanOf } from './subscription-terms';

/*
 * The server's side of the permission controls (shared/teams/permissions.ts, ADR 0016 addendum), here so
 * every feature that acts for an organisation (jobs, applications, subscriptions) asks the one rule
 * without importing another feature. The membership is the one read with the account on every employer
 * request, so a member nobody customised costs nothing more; only a member with stored choices needs the
 * team plan, which comes from the organisation item the caller read already, or is read here (ADR 0017).
 */

/** A 403 naming the permission withheld, by its own code (PERMISSION_TABLE), so the page can say why. */
export class PermissionRefusal extends DomainError {
  constructor(readonly permission: MemberPermission) {
    super(403, PERMISSION_TABLE[permission].refusalCode, PERMISSION_TABLE[permission].refusal);
  }
}

export const holderOf = (membership: MembershipItem): PermissionHolder => ({
  role: membership.teamRole,
  isOwner: membership.owner === true,
  permissions: membership.permissions ?? null,
});

type WithTerm = { subscription?: SubscriptionTerm | null };

/** Whether the member may, decided from the organisation item the caller read (its subscription's term). */
export function membershipMay(
  membership: MembershipItem,
  permission: MemberPermission,
  organisation: WithTerm | null | undefined,
  now = new Date(),
): boolean {
  const plan: Plan = organisation ? teamPlanOf(organisation, now) : 'basic';
  return memberMay(holderOf(membership), permission, plan);
}

/**
 * Refuses a member without the permission. The organisation item is read only when the member has stored
 * choices and the caller has not read it: one round trip more, for customised members alone.
 */
export async function requirePermission(
  membership: MembershipItem,
  permission: MemberPermission,
  organisation?: WithTerm | null,
  now = new Date(),
): Promise<void> {
  const holder = holderOf(membership);
  let read = organisation;
  if (read === undefined && dependsOnPlan(holder)) {
    read = (await organisations().get({ id: membership.organisationId }).go()).data;
  }
  if (!membershipMay(membership, permission, read, now)) throw new PermissionRefusal(permission);
}
