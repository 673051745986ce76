import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import { dependsOnPlan } from '../../shared/teams/permissions';
import { holderOf, membershipMay, PermissionRefusal } from '../model/member-permissions';
import type { MembershipItem } from '../model/memberships';
import { membershipOf } from '../model/organisation-members';
import { type SubscriptionTerm, teamPlanOf } from '../model/subscription-terms';
import type { Principal } from '../platform/auth/principal';
import { ForbiddenError } from '../platform/errors';

/*
 * Who may do what with an organisation's subscription (ADR 0018): every member sees it, its usage, its
 * history and its invoices; only its team admins (the owner is one) buy and cancel, since they spend the
 * organisation's money. Platform admins pass the route's audience but belong to no organisation: they
 * read no subscription (readerOf answers null) and have nothing to buy or cancel.
 */

/** The caller's active membership; 403 when they act for no organisation. */
export async function memberOf(principal: Principal): Promise<MembershipItem> {
  const membership = principal.user.role === 'employer' ? await membershipOf(principal) : undefined;
  if (!membership) throw new ForbiddenError(SUBSCRIPTION_MESSAGES.organisationRequired);
  return membership;
}

/**
 * The organisation whose subscription the caller reads: their own; null for a platform admin, who has
 * none (the reads answer 'no subscription').
 */
export async function readerOf(principal: Principal): Promise<string | null> {
  if (principal.user.role === 'admin') return null;
  return (await memberOf(principal)).organisationId;
}

/**
 * Whether the member may buy for the organisation (read by the caller): its team admins, unless an
 * Enterprise admin chose otherwise for them (the permission controls, ADR 0016 addendum). A member refused
 * by the role's default hears the rule they always heard; one refused by a choice hears whose choice it was.
 */
export function requireBuyer(
  membership: MembershipItem,
  organisation: { subscription?: SubscriptionTerm | null },
  now = new Date(),
): void {
  if (membershipMay(membership, 'buy', organisation, now)) return;
  if (!dependsOnPlan(holderOf(membership)) || teamPlanOf(organisation, now) !== 'enterprise') {
    throw new ForbiddenError(SUBSCRIPTION_MESSAGES.adminsOnly);
  }
  throw new PermissionRefusal('buy');
}

/** The caller's membership when they are one of its team admins; 403 otherwise. */
export async function buyerOf(principal: Principal): Promise<MembershipItem> {
  const membership = await memberOf(principal);
  if (membership.teamRole !== 'admin') throw new ForbiddenError(SUBSCRIPTION_MESSAGES.adminsOnly);
  return membership;
}
