import {
  type CandidateContact,
  type CandidateResumeLink,
  REACH_MESSAGES,
} from '../../shared/candidates/reach';
import { logAccess } from '../model/access-log';
import { accessOf, refusalFor, type Viewer, withOpenPermission } from '../model/applicant-access';
import {
  type CandidateOpeningItem,
  candidateOpenings,
  openingChange,
  recordOpening,
} from '../model/candidate-openings';
import { pairsOfCandidate } from '../model/match-pairs';
import { requireMembership } from '../model/organisation-members';
import { type OrganisationItem, organisations } from '../model/organisations';
import { personAndProfileKeys, personAndProfileOf } from '../model/person-reads';
import type { StoredFile } from '../model/profiles';
import { activeSubscriptionOfTerm, activeTermOf } from '../model/subscription-terms';
import { countCandidateOpening } from '../model/subscription-usage';
import type { Principal } from '../platform/auth/principal';
import { getItemsTogether } from '../platform/db';
import { ForbiddenError, NotFoundError } from '../platform/errors';
import { presignedDownload } from '../platform/object-urls';

/*
 * An employer reaching a candidate outside an application (ADR 0033): the contact details or the resume
 * of a candidate who made the profile public and allowed contact. The IT applicant rule decides, with its
 * counter (ADR 0019): the first opening of an IT candidate by an organisation uses one of its plan's
 * applications, later openings of any kind none; a non-IT candidate is free; every opening is recorded
 * for the candidate's "who opened my profile" and in their access log (ADR 0037).
 */

type Kind = 'resume' | 'contact';

/**
 * A candidate reached outside an application has no application to take a category from. The job that
 * gives the reason does: a candidate matched with a non-IT job of the organisation is a non-IT candidate
 * to it (free, as that job's applicants are); every other candidate, found by search or matched with IT
 * jobs only, is IT. The rule errs on the side of the paid one, as for an application whose job is gone.
 */
async function isNonItFor(candidateId: string, organisation: OrganisationItem): Promise<boolean> {
  if (!organisation.companyId) return false;
  const pairs = await pairsOfCandidate(candidateId);
  return pairs.some(
    (pair) =>
      !pair.gone &&
      !pair.nearMiss &&
      pair.job?.company.id === organisation.companyId &&
      pair.job?.category === 'NON_IT',
  );
}

/**
 * Decides and records one opening: refuses as the IT rule refuses (402 subscribe or upgrade, 403 for a
 * member without the permission), counts a first IT opening, records every one.
 */
async function open(
  principal: Principal,
  organisation: OrganisationItem,
  candidateId: string,
  opening: CandidateOpeningItem | undefined,
  kind: Kind,
  now: Date,
): Promise<void> {
  const named = { id: organisation.id, name: organisation.name };
  // The access log's entry (ADR 0037), beside the opening's last write once the opening is allowed.
  const logged = () =>
    logAccess(
      candidateId,
      kind,
      { actor: 'employer', actorId: principal.record.id, organisationId: organisation.id },
      now,
    );
  const term = activeTermOf(organisation, now);
  // Counted once already, under a subscription that is still active: nothing more to decide.
  if (!(opening?.countedAt && term) && !(await isNonItFor(candidateId, organisation))) {
    const subscription = term ? await activeSubscriptionOfTerm(organisation.id, term, now) : null;
    const membership = principal.membership?.status === 'active' ? principal.membership : undefined;
    const viewer: Viewer = withOpenPermission(
      { admin: false, organisationId: organisation.id, subscription },
      membership,
    );
    const access = accessOf('IT', viewer, Boolean(opening?.countedAt));
    if (access !== 'full' && access !== 'available') throw refusalFor(access);
    if (subscription && !opening?.countedAt) {
      const change = openingChange(kind, organisation.name, now);
      const outcome = await countCandidateOpening(
        { candidateId, organisationId: organisation.id, change },
        subscription,
        now,
      );
      if (outcome === 'opened') return logged();
      if (outcome === 'locked') throw refusalFor('locked');
      if (outcome === 'noSubscription') throw refusalFor('subscriptionRequired');
    }
  }
  await Promise.all([recordOpening(candidateId, named, kind, now), logged()]);
}

/**
 * Reads what an opening needs in one batch: the candidate's account and profile, the caller's
 * organisation (its name, company and subscription term) and its opening of this candidate.
 */
async function reach(principal: Principal, candidateId: string, kind: Kind, now: Date) {
  // Platform admins are not limited (ADR 0019) and act for no organisation: nothing is counted or recorded.
  const admin = principal.user.role === 'admin';
  const membership = admin ? undefined : await requireMembership(principal);
  const [userItem, profileItem, organisationItem, openingItem] = await getItemsTogether(
    [
      ...personAndProfileKeys(candidateId),
      ...(membership
        ? [
            organisations().get({ id: membership.organisationId }).params().Key,
            candidateOpenings().get({ candidateId, organisationId: membership.organisationId }).params().Key,
          ]
        : []),
    ],
    { consistent: true },
  );
  const { record, item } = personAndProfileOf(userItem, profileItem);
  if (record?.role !== 'USER') throw new NotFoundError('Profile not found.');
  // The consent is the candidate's: without it no employer reaches them here, whatever its plan.
  if (!item?.isPublic || !item.openToContact) throw new ForbiddenError(REACH_MESSAGES.notOpenToContact);
  if (kind === 'resume' && !item.resume) throw new NotFoundError(REACH_MESSAGES.noResume);
  if (admin) {
    await logAccess(candidateId, kind, { actor: 'admin', actorId: principal.record.id }, now);
    return { record, item };
  }
  const organisation = organisationItem && organisations().parse({ Item: organisationItem }).data;
  if (!organisation) throw new NotFoundError('Profile not found.');
  const opening = (openingItem && candidateOpenings().parse({ Item: openingItem }).data) ?? undefined;
  await open(principal, organisation as OrganisationItem, candidateId, opening, kind, now);
  return { record, item };
}

/** POST /candidates/{id}/contact: the email and phone, once the opening is allowed and recorded. */
export async function openContact(
  principal: Principal,
  candidateId: string,
  now = new Date(),
): Promise<CandidateContact> {
  const { record, item } = await reach(principal, candidateId, 'contact', now);
  return { email: record.email, phone: item.phone ?? null };
}

/** POST /candidates/{id}/resume: a five-minute download of the resume, once the opening is allowed. */
export async function openResume(
  principal: Principal,
  candidateId: string,
  now = new Date(),
): Promise<CandidateResumeLink> {
  const { item } = await reach(principal, candidateId, 'resume', now);
  const file = item.resume as StoredFile;
  return { url: await presignedDownload(file), fileName: file.fileName };
}
