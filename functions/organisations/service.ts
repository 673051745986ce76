import { createWriteTransaction } from 'electrodb';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { TeamRole } from '../../shared/teams/schemas';
import { companies } from '../companies/entities';
import { type MembershipItem, memberships } from '../platform/auth/memberships';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, ForbiddenError } from '../platform/errors';
import { timeOrderedId } from '../platform/ids';
import { type OrganisationItem, organisations } from './entities';

/*
 * Who acts for which organisation. Every employer route asks here, on each request, whether the caller
 * is a current member of the organisation that owns the object: a token says who someone is, never which
 * organisation they still belong to.
 */

/** The caller's active membership, or undefined (no organisation yet, or no longer a member). */
export async function organisationOf(userId: string): Promise<MembershipItem | undefined> {
  const { data } = await memberships().get({ userId }).go();
  return data?.status === 'active' ? data : undefined;
}

/**
 * The caller's active membership: the one read with their account on this request when it was (an
 * employer's), otherwise read now.
 */
export async function membershipOf(principal: Principal): Promise<MembershipItem | undefined> {
  if (principal.membership === undefined) return organisationOf(principal.record.id);
  return principal.membership?.status === 'active' ? principal.membership : undefined;
}

export async function findOrganisation(id: string): Promise<OrganisationItem | undefined> {
  const { data } = await organisations().get({ id }).go();
  return data ?? undefined;
}

/** An employer's organisation id; 403 with the spec's message when they have none. */
export async function requireMembership(principal: Principal): Promise<MembershipItem> {
  const membership = await membershipOf(principal);
  if (!membership) throw new ForbiddenError(JOB_MESSAGES.noOrganisation);
  return membership;
}

/**
 * Whether the caller may act for `organisationId`: admins for any, employers only for their own. The
 * refusal is the caller's to choose (a 403 naming the rule, or the 404 an outsider gets for an object
 * they should not learn exists).
 */
export async function mayActFor(principal: Principal, organisationId: string): Promise<boolean> {
  if (principal.user.role === 'admin') return true;
  if (principal.user.role !== 'employer' || !principal.user.isApproved) return false;
  return (await membershipOf(principal))?.organisationId === organisationId;
}

export async function requireMemberOf(
  principal: Principal,
  organisationId: string,
  refusal: () => Error = () => new ForbiddenError(JOB_MESSAGES.notYourJob),
): Promise<void> {
  if (!(await mayActFor(principal, organisationId))) throw refusal();
}

export interface NewOrganisation {
  /** Fixed ids for demo data; made fresh otherwise. */
  id?: string;
  companyId?: string;
  ownerId: string;
  /** False only for demo organisations that have no people (their jobs are looked after by admins). */
  ownerIsMember?: boolean;
  company: {
    name: string;
    logoUrl?: string;
    website?: string;
    industry?: string;
    size?: string;
    description?: string;
    location?: string;
  };
}

/**
 * The three records of a new organisation: itself (on the basic team plan until it subscribes), its company and its owner's membership
 * (team admin). Callers write them in one transaction, alone (createOrganisation) or with the records of
 * the change that creates them (recruiter approval).
 */
export function organisationRecords(input: NewOrganisation, now = new Date()) {
  const at = now.toISOString();
  const id = input.id ?? timeOrderedId(now.getTime());
  const companyId = input.companyId ?? timeOrderedId(now.getTime());
  const organisation = {
    id,
    // Files the organisation beside its applications in gsi2 (entities.ts).
    organisationId: id,
    name: input.company.name,
    companyId,
    ownerId: input.ownerId,
    createdAt: at,
    updatedAt: at,
  };
  const company = { ...input.company, id: companyId, organisationId: id, createdAt: at };
  const membership = {
    userId: input.ownerId,
    organisationId: id,
    teamRole: 'admin' as TeamRole,
    status: 'active' as const,
    joinedAt: at,
  };
  return { organisation, company, membership };
}

/**
 * An organisation, its company and its owner's membership, written together: none exists without the
 * others. The owner must not belong to another organisation (409).
 */
export async function createOrganisation(input: NewOrganisation, now = new Date()) {
  const { organisation, company, membership } = organisationRecords(input, now);
  const { canceled } = await createWriteTransaction(
    { organisation: organisations(), company: companies(), membership: memberships() },
    (entities) => [
      entities.organisation.create(organisation).commit(),
      entities.company.create(company).commit(),
      ...(input.ownerIsMember === false ? [] : [entities.membership.create(membership).commit()]),
    ],
  ).go();
  if (canceled) throw new ConflictError('This person already belongs to an organisation.');
  return { organisation, company, membership };
}
