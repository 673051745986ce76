import type { Profile } from '../../shared/profile/profile';
import { hasAppliedTo } from '../applications/service';
import { isMatchedWith } from '../matching/employer';
import { type OrganisationItem, organisations } from '../organisations/entities';
import { membershipOf } from '../organisations/service';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import type { SubscriptionTerm } from '../subscriptions/current';
import { presentToViewer, readOwnProfile, readPersonAndProfile } from './service';

/*
 * Apart from service.ts because it reads applications and matches: every other profile route, and every
 * function that imports the profile service, would otherwise load that code too (the profile function
 * loads this module only on GET /candidates/{id}).
 */

type Organisation = Pick<OrganisationItem, 'id' | 'companyId'> & { subscription?: SubscriptionTerm | null };

/**
 * Whether an organisation has a reason to see a candidate (DESIGN.md, the marketplace model): the
 * candidate applied to one of its jobs, or made the profile public and matches one of its jobs. Both are
 * asked side by side, so either reason costs one wait.
 */
async function organisationMaySee(candidateId: string, organisation: Organisation, isPublic: boolean) {
  const [applied, matched] = await Promise.all([
    hasAppliedTo(candidateId, organisation),
    isPublic && isMatchedWith(candidateId, organisation.companyId),
  ]);
  return applied || matched;
}

/**
 * Who may read a candidate's profile: its owner; an admin; an approved employer whose organisation has a
 * reason (above). Everybody else gets the same 404 as for a profile that does not exist. The candidate's
 * account and profile are read with the viewer's organisation (named by the membership read with the
 * account; its item carries the company and the subscription's term), then the reason.
 */
export async function readCandidate(principal: Principal, candidateId: string): Promise<Profile> {
  if (candidateId === principal.record.id) return readOwnProfile(principal);
  const { role, isApproved } = principal.user;
  const approvedEmployer = role === 'employer' && isApproved;
  const membership = approvedEmployer ? await membershipOf(principal) : undefined;
  const { record, item, others } = await readPersonAndProfile(
    candidateId,
    membership ? [organisations().get({ id: membership.organisationId }).params().Key] : [],
    // The term a payment wrote a moment ago must count, as it does for the applicant routes.
    { consistent: Boolean(membership) },
  );
  const notFound = new NotFoundError('Profile not found.');
  if (record?.role !== 'USER') throw notFound;
  if (role === 'admin') return presentToViewer(principal, record, item);
  const organisation = others[0] && organisations().parse({ Item: others[0] }).data;
  if (
    !membership ||
    !organisation ||
    !(await organisationMaySee(candidateId, organisation as Organisation, Boolean(item?.isPublic)))
  )
    throw notFound;
  return presentToViewer(principal, record, item, { organisationId: membership.organisationId });
}
