import type { Profile } from '../../shared/profile/profile';
import { hasAppliedTo, organisationApplicantKey, recordShowsApplication } from '../model/applied-to';
import { isMatchedWith } from '../model/match-pairs';
import { membershipOf } from '../model/organisation-members';
import { type OrganisationItem, organisations } from '../model/organisations';
import { readOwnProfile } from '../model/own-profile';
import { presentToViewer } from '../model/profile-presentation';
import type { SubscriptionTerm } from '../model/subscription-terms';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import { readPersonAndProfile } from './service';

/*
 * Apart from service.ts because it reads applications and matches: every other profile route, and every
 * function that imports the profile service, would otherwise load that code too (the profile function
 * loads this module only on GET /candidates/{id}).
 */

type Organisation = Pick<OrganisationItem, 'id' | 'companyId' | 'name'> & {
  subscription?: SubscriptionTerm | null;
};

/**
 * Whether an organisation has a reason to see a candidate (DESIGN.md, the marketplace model): the
 * candidate applied to one of its jobs (and the organisation sees that application in full: the IT rule),
 * or made the profile public and matches one of its jobs. Asked cheapest first, each only when the one
 * before did not hold (ADR 0017):
 * 0. a public profile open to contact: any approved employer's search finds it (ADR 0033), nothing read;
 * 1. the organisation's record of the candidate's applications, read by key with the profile (no send
 *    more, but one under a limited subscription whose only applications are IT ones: which it opened);
 * 2. a public profile's matches, one query: the usual reason for a profile opened outside an application;
 * 3. the candidate's applications, one query: the record holds none made before it was kept, so only
 *    this proves that no application gives a reason.
 * A refusal of a public profile so waits for two queries one after the other, where they were side by
 * side; a reason costs one send fewer, or two.
 */
async function organisationMaySee(
  candidateId: string,
  organisation: Organisation,
  isPublic: boolean,
  openToContact: boolean,
  applicantRecord: Record<string, unknown> | undefined,
) {
  // Open to contact: found by any employer's search (ADR 0033), so no match needs proving.
  if (isPublic && openToContact) return true;
  if (await recordShowsApplication(organisation, applicantRecord)) return true;
  if (isPublic && (await isMatchedWith(candidateId, organisation.companyId))) return true;
  return hasAppliedTo(candidateId, organisation);
}

/**
 * Who may read a candidate's profile: its owner; an admin; an approved employer whose organisation has a
 * reason (above). Everybody else gets the same 404 as for a profile that does not exist. The candidate's
 * account and profile are read with the viewer's organisation (named by the membership read with the
 * account; its item carries the company and the subscription's term) and the organisation's record of
 * the candidate's applications, in one consistent BatchGetItem; then, only if that record shows no
 * reason, the queries.
 */
export async function readCandidate(principal: Principal, candidateId: string): Promise<Profile> {
  if (candidateId === principal.record.id) return readOwnProfile(principal);
  const { role, isApproved } = principal.user;
  const approvedEmployer = role === 'employer' && isApproved;
  const membership = approvedEmployer ? await membershipOf(principal) : undefined;
  const { record, item, others } = await readPersonAndProfile(
    candidateId,
    membership
      ? [
          organisations().get({ id: membership.organisationId }).params().Key,
          organisationApplicantKey(membership.organisationId, candidateId),
        ]
      : [],
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
    !(await organisationMaySee(
      candidateId,
      organisation as Organisation,
      Boolean(item?.isPublic),
      Boolean(item?.openToContact),
      others[1],
    ))
  )
    throw notFound;
  // Named, so the view also enters the candidate's "who opened my profile" (it counts toward no plan).
  return presentToViewer(principal, record, item, {
    organisationId: membership.organisationId,
    organisationName: organisation.name,
  });
}
