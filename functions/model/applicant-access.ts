import {
  APPLICANT_REFUSALS,
  type ApplicantRefusalCode,
  PAYMENT_REQUIRED,
} from '../../shared/employer/access';
import { PLAN_CATALOGUE, UNLIMITED } from '../../shared/subscriptions/plans';
import type { ApplicantAccess } from '../../shared/subscriptions/schemas';
import { memberMay } from '../../shared/teams/permissions';
import type { Principal } from '../platform/auth/principal';
import { DomainError } from '../platform/errors';
import { type CategorisedItem, type Category, categoriesOf } from './application-categories';
import type { ApplicationItem } from './applications';
import { holderOf, membershipMay, PermissionRefusal } from './member-permissions';
import type { MembershipItem } from './memberships';
import { membershipOf } from './organisation-members';
import {
  type ActiveSubscription,
  activeSubscriptionOf,
  activeSubscriptionOfTerm,
  activeTermOf,
  type SubscriptionTerm,
} from './subscription-terms';
import { openedApplicationIds, openItApplication } from './subscription-usage';

/*
 * The IT applicant rule (employer-admin-side.md sections 1 and 9, the pricing FAQ), decided here for every
 * employer-facing answer: non-IT applicants are free; an IT applicant needs an active subscription, and
 * each one opened for the first time uses one of its applications until the limit; enterprise has none.
 * Platform admins are not limited.
 */

/** Who is looking: a platform admin, or an organisation with its active subscription (or none). */
export type Viewer =
  | { admin: true }
  | {
      admin: false;
      organisationId: string;
      subscription: ActiveSubscription | null;
      /**
       * Whether this member may open IT applicants (the permission controls, member-permissions.ts):
       * absent means yes, as for every member nobody customised.
       */
      mayOpenIt?: boolean;
    };

/** How a viewer sees one application: pure, so the list and the single reads decide alike. */
export function accessOf(category: Category, viewer: Viewer, opened: boolean): ApplicantAccess {
  if (category !== 'IT' || viewer.admin) return 'full';
  const { subscription } = viewer;
  if (!subscription) return 'subscriptionRequired';
  // A member whose admin withheld the permission sees no IT applicant in full, opened or not.
  if (viewer.mayOpenIt === false) return 'notPermitted';
  if (opened || subscription.applicationLimit === UNLIMITED) return 'full';
  return subscription.applicationsUsed < subscription.applicationLimit ? 'available' : 'locked';
}

/** The refusal of an application not seen in full, with the code the page picks its prompt by. */
export class ApplicantRefusal extends DomainError {
  constructor(code: ApplicantRefusalCode) {
    super(code === 'IT_NOT_OPENED' ? 403 : PAYMENT_REQUIRED, code, APPLICANT_REFUSALS[code]);
  }
}

export function refusalFor(access: Exclude<ApplicantAccess, 'full'>): DomainError {
  if (access === 'notPermitted') return new PermissionRefusal('openItApplicants');
  if (access === 'subscriptionRequired') return new ApplicantRefusal('IT_SUBSCRIPTION_REQUIRED');
  return new ApplicantRefusal(access === 'locked' ? 'IT_LOCKED' : 'IT_NOT_OPENED');
}

/** The viewer behind a request; the subscription is read only for an employer. */
export async function viewerOf(principal: Principal, organisationId: string): Promise<Viewer> {
  if (principal.user.role === 'admin') return { admin: true };
  const viewer: Viewer = {
    admin: false,
    organisationId,
    subscription: await activeSubscriptionOf(organisationId),
  };
  return withOpenPermission(viewer, await membershipOf(principal));
}

/**
 * The viewer with the member's permission to open IT applicants, decided on the plan of the subscription
 * the viewer already carries: nothing more is read.
 */
export function withOpenPermission(viewer: Viewer, membership: MembershipItem | undefined): Viewer {
  if (viewer.admin || !membership) return viewer;
  const plan = viewer.subscription ? PLAN_CATALOGUE[viewer.subscription.plan].teamPlan : 'basic';
  return { ...viewer, mayOpenIt: memberMay(holderOf(membership), 'openItApplicants', plan) };
}

/** Whether the page's opened set is needed: only a limited subscription tells opened from not. */
const countsOpenings = (viewer: Viewer): viewer is Extract<Viewer, { admin: false }> =>
  !viewer.admin && viewer.subscription !== null && viewer.subscription.applicationLimit !== UNLIMITED;

/**
 * The access of each application of a page: their categories (kept on each application) and, under a
 * limited subscription, which IT ones are opened, read for the whole page in one batch. The viewer may be
 * given as its read, made only when some application is IT: the rule asks nothing else of the others.
 */
export async function accessOfPage(
  items: CategorisedItem[],
  viewerOrRead: Viewer | (() => Promise<Viewer>),
): Promise<Map<string, ApplicantAccess>> {
  const categories = await categoriesOf(items);
  const itIds = items.filter((item) => categories.get(item.id) === 'IT').map((item) => item.id);
  if (itIds.length === 0) return new Map(items.map((item) => [item.id, 'full']));
  const viewer = typeof viewerOrRead === 'function' ? await viewerOrRead() : viewerOrRead;
  const opened = countsOpenings(viewer)
    ? await openedApplicationIds(viewer.organisationId, itIds)
    : new Set<string>();
  return new Map(
    items.map((item) => [item.id, accessOf(categories.get(item.id) ?? 'IT', viewer, opened.has(item.id))]),
  );
}

/**
 * What the rule knows of the caller's organisation when it reads one application, read beside it by key
 * (viewed.ts): the term of its current subscription (on the organisation item, written with the
 * subscription) and whether it opened this application.
 */
export interface OrganisationStanding {
  organisationId: string;
  term: SubscriptionTerm | null;
  opened: boolean;
}

/** How the caller sees one application, and whether reading it in full records its first opening. */
export interface Judgement {
  access: ApplicantAccess;
  /** An IT applicant not opened yet under an unlimited subscription: seen in full, its opening recorded. */
  unlimitedUnopened: boolean;
}

/**
 * How the caller (its organisation's member, or an admin) sees one application. The term and the opened
 * record decide every case but one: under a limited subscription, an application not opened yet is
 * 'available' or 'locked' by the usage counter, which is read for that case alone.
 */
export async function judge(
  principal: Principal,
  item: ApplicationItem,
  standing: OrganisationStanding | null,
  now = new Date(),
): Promise<Judgement> {
  const category = (await categoriesOf([item])).get(item.id) ?? 'IT';
  if (category !== 'IT' || principal.user.role === 'admin')
    return { access: 'full', unlimitedUnopened: false };
  // The cases accessOf decides without the usage counter, answered from the term and the opened record.
  // A member's standing is always read; without one the rule errs on the side of the paid one.
  const term = standing && activeTermOf({ subscription: standing.term }, now);
  if (!standing || !term) return { access: 'subscriptionRequired', unlimitedUnopened: false };
  // The permission to open IT applicants, on the plan of the term read with the application (no more reads).
  // The membership read with the account (every employer request reads it); a principal made without it
  // (a test's, a seed's) is answered by the role defaults, which let every member open.
  const membership = principal.membership?.status === 'active' ? principal.membership : undefined;
  if (membership && !membershipMay(membership, 'openItApplicants', { subscription: term }, now)) {
    return { access: 'notPermitted', unlimitedUnopened: false };
  }
  const unlimited = term.applicationLimit === UNLIMITED;
  if (standing.opened || unlimited) return { access: 'full', unlimitedUnopened: !standing.opened };
  const viewer: Viewer = {
    admin: false,
    organisationId: standing.organisationId,
    // The term read with the application names the current subscription: its usage is read by key.
    subscription: await activeSubscriptionOfTerm(standing.organisationId, term, now),
  };
  return { access: accessOf(category, viewer, false), unlimitedUnopened: false };
}

/**
 * What reads an applicant's own data (profile, resume, notes) asks of a judgement: the application seen
 * in full, or the refusal that says why not. Under an unlimited subscription nothing is locked, but the
 * first read of an IT applicant is still recorded as its opening, so the subscription's usage tells how
 * many were seen.
 */
export async function requireFullAccess(item: ApplicationItem, judgement: Judgement): Promise<void> {
  if (judgement.access !== 'full') throw refusalFor(judgement.access);
  if (judgement.unlimitedUnopened) await openItApplication(item.organisationId, item.id);
}

/**
 * Whether an organisation sees any of these applications (of one candidate to its jobs) in full: the
 * reason an application gives its people to read the candidate's profile holds only then, so an IT
 * applicant's profile stays closed by another route too. Decided from the organisation's term (its item,
 * read by the caller) as accessOf would: an IT applicant is seen in full under an active subscription
 * that is unlimited or has opened it, so the usage counter is never needed here.
 */
export async function seesAnyInFull(
  organisation: { id: string; subscription?: SubscriptionTerm | null },
  items: CategorisedItem[],
  now = new Date(),
): Promise<boolean> {
  if (items.length === 0) return false;
  const categories = await categoriesOf(items);
  if (items.some((item) => categories.get(item.id) !== 'IT')) return true;
  const term = activeTermOf(organisation, now);
  if (!term) return false;
  if (term.applicationLimit === UNLIMITED) return true;
  const opened = await openedApplicationIds(
    organisation.id,
    items.map((item) => item.id),
  );
  return opened.size > 0;
}
