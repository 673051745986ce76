import { organisations } from '../organisations/entities';
import { mayActFor, membershipOf } from '../organisations/service';
import type { Principal } from '../platform/auth/principal';
import { getItemsTogether } from '../platform/db';
import { NotFoundError } from '../platform/errors';
import type { SubscriptionTerm } from '../subscriptions/current';
import { openedApplications } from '../subscriptions/entities/opened-applications';
import { type Judgement, judge, type OrganisationStanding } from './access';
import { type ApplicationItem, applications } from './entities';

export const APPLICATION_NOT_FOUND = 'This application was not found.';

export interface ViewedApplication extends Judgement {
  application: ApplicationItem;
}

/**
 * The application, and the standing of the caller's organisation, in one BatchGetItem. Everything the IT
 * rule asks is known by key before the application is read: an employer's organisation is named by the
 * membership read with the account, its item carries the current subscription's term, and its partition
 * the application's opened record. Read strongly consistent, as a payment or an opening a moment ago
 * must count. What was read for the caller's organisation is used only once the application is shown to
 * belong to it.
 */
async function readWithStanding(principal: Principal, id: string) {
  const organisationId =
    principal.user.role === 'employer' ? (await membershipOf(principal))?.organisationId : undefined;
  const [applicationItem, organisationItem, openedItem] = await getItemsTogether(
    [
      applications().get({ id }).params().Key,
      ...(organisationId
        ? [
            organisations().get({ id: organisationId }).params().Key,
            openedApplications().get({ organisationId, applicationId: id }).params().Key,
          ]
        : []),
    ],
    { consistent: true },
  );
  const application = applicationItem && applications().parse({ Item: applicationItem }).data;
  const organisation = organisationItem && organisations().parse({ Item: organisationItem }).data;
  const standing: OrganisationStanding | null = organisationId
    ? {
        organisationId,
        term: (organisation?.subscription ?? null) as SubscriptionTerm | null,
        opened: openedItem !== undefined,
      }
    : null;
  return { application: application ?? undefined, standing };
}

/**
 * An application as its organisation's people (and admins) may open it, with how the caller sees it (the
 * IT rule, access.ts): one round trip, and a second only to tell an available IT applicant from a locked
 * one. Everyone else, whatever id they try, meets the same 404 as for an application that does not
 * exist: they learn nothing about it.
 */
export async function viewApplication(principal: Principal, id: string): Promise<ViewedApplication> {
  const { application, standing } = id ? await readWithStanding(principal, id) : { application: undefined };
  if (!application || !(await mayActFor(principal, application.organisationId))) {
    throw new NotFoundError(APPLICATION_NOT_FOUND);
  }
  // mayActFor answered from the same membership: a member's standing is of this application's organisation.
  return { application, ...(await judge(principal, application, standing ?? null)) };
}
