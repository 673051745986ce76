import type { Profile } from '../../shared/profile/profile';
import { hasAppliedTo } from '../applications/service';
import { isMatchedWith } from '../matching/employer';
import { membershipOf } from '../organisations/service';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import { presentToViewer, readOwnProfile, readPersonAndProfile } from './service';

/*
 * Apart from service.ts because it reads applications and matches: every other profile route, and every
 * function that imports the profile service, would otherwise load that code too (the profile function
 * loads this module only on GET /candidates/{id}).
 */

/**
 * Whether an organisation has a reason to see a candidate (DESIGN.md, the marketplace model): the
 * candidate applied to one of its jobs, or made the profile public and matches one of its jobs.
 */
async function organisationMaySee(candidateId: string, organisationId: string, isPublic: boolean) {
  const [applied, matched] = await Promise.all([
    hasAppliedTo(candidateId, organisationId),
    isPublic && isMatchedWith(candidateId, organisationId),
  ]);
  return applied || matched;
}

/**
 * Who may read a candidate's profile: its owner; an admin; an approved employer whose organisation has a
 * reason (above). Everybody else gets the same 404 as for a profile that does not exist. Two rounds of
 * reads: the candidate and the viewer's organisation, then the reason.
 */
export async function readCandidate(principal: Principal, candidateId: string): Promise<Profile> {
  if (candidateId === principal.record.id) return readOwnProfile(principal);
  const { role, isApproved } = principal.user;
  const approvedEmployer = role === 'employer' && isApproved;
  const [{ record, item }, membership] = await Promise.all([
    readPersonAndProfile(candidateId),
    approvedEmployer ? membershipOf(principal) : undefined,
  ]);
  const notFound = new NotFoundError('Profile not found.');
  if (record?.role !== 'USER') throw notFound;
  if (role === 'admin') return presentToViewer(principal, record, item);
  if (
    !membership ||
    !(await organisationMaySee(candidateId, membership.organisationId, Boolean(item?.isPublic)))
  )
    throw notFound;
  return presentToViewer(principal, record, item, { organisationId: membership.organisationId });
}
