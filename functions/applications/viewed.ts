import { type Judgement, judge, type OrganisationStanding } from '../model/applicant-access';
import { type ApplicationItem, applications } from '../model/applications';
import { openedApplications } from '../model/opened-applications';
import { mayActFor, membershipOf } from '../model/organisation-members';
import { organisations } from '../model/organisations';
import type { SubscriptionTerm } from '../model/subscription-terms';
import type { DeferredSession } from '../platform/auth/deferred-session';
import type { Principal } from '../platform/auth/principal';
import { getItemsTogether } from '../platform/db';
import { NotFoundError } from '../platform/errors';

export const APPLICATION_NOT_FOUND = 'This application was not found.';

export interface ViewedApplication extends Judgement {
  application: ApplicationItem;
  /** The caller's organisation's term and opened record, read with it (null for an admin). */
  standing: OrganisationStanding | null;
}

/**
 * The application, and the standing of the caller's organisation, in one BatchGetItem. Everything the IT
 * rule asks is known by key before the application is read: an employer's organisation is named by the
 * membership read with the account, its item carries the current subscription's term, and its partition
 * the application's opened record. Read strongly consistent, as a payment or an opening a moment ago
 * must count. What was read for the caller's organisation is used only once the application is shown to
 * belong to it; so is the one item more a caller may name (the application's notes list, notes.ts).
 */
async function readWithStanding(principal: Principal, id: string, alsoKey?: ItemKey) {
  const organisationId =
    principal.user.role === 'employer' ? (await membershipOf(principal))?.organisationId : undefined;
  const [applicationItem, ...rest] = await getItemsTogether(
    [
      applications().get({ id }).params().Key,
      ...standingKeys(organisationId, id),
      ...(alsoKey ? [alsoKey] : []),
    ],
    { consistent: true },
  );
  const [organisationItem, openedItem] = organisationId ? rest : [];
  const application = applicationItem && applications().parse({ Item: applicationItem }).data;
  const standing = standingOf(organisationId, organisationItem, openedItem);
  return { application: application ?? undefined, standing, also: alsoKey ? rest.at(-1) : undefined };
}

/** What decides the IT rule for an employer's organisation, by key: its item (the term) and the opened record. */
function standingKeys(organisationId: string | undefined, applicationId: string): ItemKey[] {
  return organisationId
    ? [
        organisations().get({ id: organisationId }).params().Key,
        openedApplications().get({ organisationId, applicationId }).params().Key,
      ]
    : [];
}

/** The standing from the items read for `standingKeys`; null for a caller without an organisation. */
function standingOf(
  organisationId: string | undefined,
  organisationItem: StoredItem | undefined,
  openedItem: StoredItem | undefined,
): OrganisationStanding | null {
  if (!organisationId) return null;
  const organisation = organisationItem && organisations().parse({ Item: organisationItem }).data;
  return {
    organisationId,
    term: (organisation?.subscription ?? null) as SubscriptionTerm | null,
    opened: openedItem !== undefined,
  };
}

/**
 * An application as its organisation's people (and admins) may open it, with how the caller sees it (the
 * IT rule, access.ts): one round trip, and a second only to tell an available IT applicant from a locked
 * one. Everyone else, whatever id they try, meets the same 404 as for an application that does not
 * exist: they learn nothing about it.
 */
export async function viewApplication(principal: Principal, id: string): Promise<ViewedApplication> {
  const { viewed } = await viewApplicationWith(principal, id);
  return viewed;
}

/**
 * viewApplication, with one more item the caller names by key (derived from the application's id) read
 * in the same BatchGetItem. It is answered only once the application is shown to be the caller's to
 * view; whether its content may be shown is still the caller's judgement to ask (requireFullAccess).
 */
export async function viewApplicationWith(
  principal: Principal,
  id: string,
  alsoKey?: ItemKey,
): Promise<{ viewed: ViewedApplication; also: StoredItem | undefined }> {
  const { application, standing, also } = id
    ? await readWithStanding(principal, id, alsoKey)
    : { application: undefined, standing: null, also: undefined };
  if (!application || !(await mayActFor(principal, application.organisationId))) {
    throw new NotFoundError(APPLICATION_NOT_FOUND);
  }
  // mayActFor answered from the same membership: a member's standing is of this application's organisation.
  const judgement = await judge(principal, application, standing ?? null);
  return { viewed: { application, standing: standing ?? null, ...judgement }, also };
}

/**
 * viewApplication for a caller whose account is read with the application (platform/auth/deferred-session):
 * the account, the membership and the application in one BatchGetItem; once the account vouches for the
 * caller and the application is shown to be its organisation's, the organisation's standing (its term and
 * the application's opened record) with the items `alongside` names from the application (its applicant's)
 * in a second. Those are answered only with the caller's judgement, which decides whether they may be
 * shown (requireFullAccess): 2 round trips where the guard's account read made 3.
 */
export async function viewApplicationAlongside(
  session: DeferredSession,
  id: string,
  alongside: (application: ApplicationItem) => ItemKey[],
): Promise<{ principal: Principal; viewed: ViewedApplication; also: (StoredItem | undefined)[] }> {
  if (!id) throw new NotFoundError(APPLICATION_NOT_FOUND);
  const items = await getItemsTogether([...session.accountKeys, applications().get({ id }).params().Key], {
    consistent: true,
  });
  const principal = session.confirm(items);
  const [applicationItem] = items;
  const application = applicationItem && applications().parse({ Item: applicationItem }).data;
  if (!application || !(await mayActFor(principal, application.organisationId))) {
    throw new NotFoundError(APPLICATION_NOT_FOUND);
  }
  // mayActFor answered from the membership read with the account: a member acts for this organisation.
  const organisationId = principal.user.role === 'employer' ? application.organisationId : undefined;
  const [organisationItem, openedItem, ...also] = await getItemsTogether(
    [...standingKeys(organisationId, id), ...alongside(application)],
    { consistent: true },
  ).then((read) => (organisationId ? read : [undefined, undefined, ...read]));
  const standing = standingOf(organisationId, organisationItem, openedItem);
  const judgement = await judge(principal, application, standing);
  return { principal, viewed: { application, standing, ...judgement }, also };
}

type ItemKey = Record<string, unknown>;
type StoredItem = Record<string, unknown>;
