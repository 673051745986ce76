import { createWriteTransaction } from 'electrodb';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { TeamRole } from '../../shared/teams/schemas';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, ForbiddenError } from '../platform/errors';
import { timeOrderedId } from '../platform/ids';
import { findUserById, identity } from './accounts';
import { companies } from './companies';
import { claimSlug } from './company-slugs';
import {
  type AccountCopy,
  accountAsCopied,
  accountCopyOf,
  type MembershipItem,
  memberships,
} from './memberships';
import { type OrganisationItem, organisations } from './organisations';

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
    officeCities?: string[];
    foundedYear?: number;
    /** Its page's address, claimed before the records are written (company-slugs.ts). */
    slug?: string;
  };
}

/**
 * The three records of a new organisation: itself (on the basic team plan until it subscribes), its company and its owner's membership
 * (team admin, marked as the owner's, with the copy of the owner's account the team list shows: ADR 0017).
 * Callers write them in one transaction, alone (createOrganisation) or with the records of the change that
 * creates them (recruiter approval), on the condition that the owner's account still holds what was copied.
 */
export function organisationRecords(
  input: NewOrganisation,
  ownerAccount: AccountCopy | undefined,
  now = new Date(),
) {
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
    ...(ownerAccount && accountCopyOf(ownerAccount)),
    owner: true,
  };
  return { organisation, company, membership };
}

const CREATE_ATTEMPTS = 4;

/**
 * An organisation, its company and its owner's membership, written together: none exists without the
 * others. The owner must not belong to another organisation (409). The owner's account is read for the
 * membership's copy, and the transaction holds it to what was read: a change of it in between makes the
 * creation read it again.
 */
export async function createOrganisation(given: NewOrganisation, now = new Date()) {
  const member = given.ownerIsMember !== false;
  const companyId = given.companyId ?? timeOrderedId(now.getTime());
  // The page address first: a creation refused below leaves a slug that leads nowhere, never a company without one.
  const slug = given.company.slug ?? (await claimSlug(companyId, given.company.name, now));
  const input = { ...given, companyId, company: { ...given.company, slug } };
  for (let attempt = 1; ; attempt++) {
    const account = member ? await findUserById(input.ownerId) : undefined;
    if (member && !account) throw new Error(`No account ${input.ownerId} to own the organisation`);
    const { organisation, company, membership } = organisationRecords(input, account, now);
    const { canceled, data } = await createWriteTransaction(
      {
        organisation: organisations(),
        company: companies(),
        membership: memberships(),
        user: identity().entities.user,
      },
      (entities) => [
        entities.organisation.create(organisation).commit(),
        entities.company.create(company).commit(),
        ...(account
          ? [
              entities.membership.create(membership).commit(),
              entities.user.check({ id: input.ownerId }).where(accountAsCopied(account)).commit(),
            ]
          : []),
      ],
    ).go();
    if (!canceled) return { organisation, company, membership };
    const check = (data as readonly { rejected?: boolean; code?: string }[])[3];
    const accountChanged = check?.rejected && check.code === 'ConditionalCheckFailed';
    if (!accountChanged || attempt >= CREATE_ATTEMPTS) {
      throw new ConflictError('This person already belongs to an organisation.');
    }
  }
}
