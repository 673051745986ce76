import { createWriteTransaction } from 'electrodb';
import type { PageOf } from '../../shared/jobs/types';
import {
  type ApplicationListQuery,
  averageReviewHours,
  DOCUMENT_KINDS,
  type DocumentKind,
  OPEN_STATUSES,
  RECRUITER_MESSAGES,
  type RecruiterApplication,
  type RecruiterApplicationSummary,
  type RecruiterStatus,
} from '../../shared/recruiters/schemas';
import { logAccess } from '../model/access-log';
import { findUserById, identity } from '../model/accounts';
import { type CompanyItem, companies } from '../model/companies';
import { adoptLogo } from '../model/company-logos';
import { claimSlug } from '../model/company-slugs';
import {
  COMPANY_CHANGED,
  RECRUITER_APPLICATION_DECIDED,
  type RecruiterApplicationDecidedDetail,
} from '../model/events';
import { accountAsCopied, accountCopyOf, memberships } from '../model/memberships';
import { organisationRecords } from '../model/organisation-members';
import { organisations } from '../model/organisations';
import { refusedOnCondition, STATS_SCOPE, toApplication } from '../model/recruiter-application-records';
import {
  countersAsRead,
  filedStatusCounts,
  newestApplicationsWithTotal,
  readCounters,
  statsBesideApplications,
} from '../model/recruiter-application-totals';
import {
  type RecruiterApplicationItem,
  recruiterApplicants,
  recruiterApplicationStats,
  recruiterApplicationStatusCounts,
  recruiterApplications,
} from '../model/recruiter-applications';
import type { StoredDocument } from '../model/recruiter-documents';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, NotFoundError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { timeOrderedId } from '../platform/ids';
import { logger } from '../platform/logger';
import { presignedDownload } from '../platform/object-urls';
import { wait } from '../platform/wait';

const TRANSACTION_ATTEMPTS = 4;

/** India has no daylight saving: a calendar day there starts at 18:30 UTC the day before. */
const startOfIndianDay = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T00:00:00+05:30`) + plusDays * 86_400_000).toISOString();

const statusIn = (query: ApplicationListQuery) =>
  query.status && query.status !== 'all' ? (query.status as RecruiterStatus) : undefined;

function readRange(query: ApplicationListQuery) {
  const status = statusIn(query);
  const base = status
    ? recruiterApplications().query.byStatus({ status })
    : recruiterApplications().query.all({ scope: 'all' });
  const from = query.fromDate ? startOfIndianDay(query.fromDate) : undefined;
  const to = query.toDate ? startOfIndianDay(query.toDate, 1) : undefined;
  if (from && to) return base.between({ submittedAt: from }, { submittedAt: to });
  if (from) return base.gte({ submittedAt: from });
  if (to) return base.lt({ submittedAt: to });
  return base;
}

/** Whether the query asks for less than a whole partition: then only reading the range can count it. */
const narrows = (query: ApplicationListQuery) =>
  Boolean(query.companyName || query.workEmail || query.industries?.length || query.fromDate || query.toDate);

function matches(item: RecruiterApplicationItem, query: ApplicationListQuery): boolean {
  const contains = (text: string, needle: string | undefined) =>
    !needle || text.toLowerCase().includes(needle.toLowerCase());
  return (
    contains(item.companyName, query.companyName) &&
    contains(item.workEmail, query.workEmail) &&
    (!query.industries?.length || query.industries.includes(item.industry.toLowerCase()))
  );
}

const pageOf = (
  items: RecruiterApplicationItem[],
  query: ApplicationListQuery,
  totalElements: number,
): PageOf<RecruiterApplication> => ({
  content: items.slice(query.page * query.size, (query.page + 1) * query.size).map(toApplication),
  page: query.page,
  size: query.size,
  totalElements,
  totalPages: Math.ceil(totalElements / query.size),
});

/**
 * The admin's list, newest first, never a Scan. A whole tab (no text or date filter) reads only as far
 * as the page asked for, and takes its total from the counters the writes keep, so it costs the same
 * however many applications were ever decided. A filtered list reads its status's partition, the key
 * range narrowed to the dates, and matches the text filters on it: its total is exact, and it costs
 * what that range holds (ADR 0012).
 */
export async function listApplications(query: ApplicationListQuery): Promise<PageOf<RecruiterApplication>> {
  if (narrows(query)) {
    const { data } = await readRange(query).go({ order: 'desc', pages: 'all' });
    const rows = data.filter((item) => matches(item, query));
    return pageOf(rows, query, rows.length);
  }
  const wanted = (query.page + 1) * query.size;
  const status = statusIn(query);
  // Each tab reads its total with its page (model/recruiter-application-totals.ts).
  const { data, total } = await newestApplicationsWithTotal(wanted, status);
  // Fewer than asked for means the read reached the partition's end: that is its exact size.
  return pageOf(data, query, data.length < wanted ? data.length : Math.max(total, data.length));
}

/** The stat cards: one GetItem of the counters the writes keep. */
export async function summary(): Promise<RecruiterApplicationSummary> {
  const { data } = await recruiterApplicationStats().get({ scope: STATS_SCOPE }).go();
  return {
    totalApplications: data?.total ?? 0,
    pendingReview: (data?.pending ?? 0) + (data?.under_review ?? 0),
    underReview: data?.under_review ?? 0,
    approved: data?.approved ?? 0,
    rejected: data?.rejected ?? 0,
    averageReviewTime: averageReviewHours(data?.reviewedCount ?? 0, data?.reviewMsTotal ?? 0),
  };
}

async function findApplication(id: string): Promise<RecruiterApplicationItem> {
  const { data } = id ? await recruiterApplications().get({ id }).go() : { data: null };
  if (!data) throw new NotFoundError(RECRUITER_MESSAGES.notFound);
  return data;
}

/** Retries a transaction that only lost a race on the counters; a refused condition is the caller's. */
async function runDecision(
  run: () => Promise<{ canceled: boolean; data: ({ rejected?: boolean; code?: string } | undefined)[] }>,
  refusalFor: (data: ({ rejected?: boolean; code?: string } | undefined)[]) => string | undefined,
) {
  for (let attempt = 1; ; attempt++) {
    const { canceled, data } = await run();
    if (!canceled) return;
    const refusal = refusalFor(data);
    if (refusal) throw new ConflictError(refusal);
    if (attempt >= TRANSACTION_ATTEMPTS)
      throw new ConflictError('Too many reviews at once. Please try again.');
    await wait(20 * attempt + Math.random() * 50);
  }
}

async function announce(detail: RecruiterApplicationDecidedDetail) {
  try {
    await publishEvent(RECRUITER_APPLICATION_DECIDED, { ...detail });
  } catch (error) {
    // The decision stands; without the event the employer is not mailed (ADR 0012, consequences).
    logger.error('Recruiter decision not announced', {
      applicationId: detail.applicationId,
      error: String(error),
    });
  }
}

/**
 * The logo sent with the application becomes the company's first logo, when it is one the pages can
 * show (PNG or JPEG at a sane size; an SVG stays a document). Then the company's page is published.
 * Neither can undo the approval: a logo refused is logged and the company starts without one.
 */
async function adoptVerificationLogo(company: CompanyItem, application: RecruiterApplicationItem) {
  const logo = ((application.documents ?? {}) as Record<string, StoredDocument>).companyLogo;
  if (logo && logo.contentType !== 'application/octet-stream') {
    await adoptLogo(company, logo.fileKey).catch((error: unknown) =>
      logger.warn('Verification logo not adopted', { companyId: company.id, error: String(error) }),
    );
  }
  await publishEvent(COMPANY_CHANGED, { companyId: company.id }).catch((error: unknown) =>
    logger.error('Company Changed not published', { companyId: company.id, error: String(error) }),
  );
}

function requireOpen(item: RecruiterApplicationItem) {
  if (!OPEN_STATUSES.includes(item.status)) throw new ConflictError(RECRUITER_MESSAGES.alreadyDecided);
}

const reviewMs = (item: RecruiterApplicationItem, now: Date) =>
  Math.max(0, now.getTime() - Date.parse(item.submittedAt));

/**
 * Approval, all or nothing: the application (approved, reviewed now), the employer's pointer, the user
 * (approved), a new organisation on plan basic with its company and the employer as owner, and the
 * counters. If the employer already belongs to an organisation, or anything else refuses, none of it is
 * written.
 */
export async function approve(
  principal: Principal,
  id: string,
  notes: string | null | undefined,
  now = new Date(),
): Promise<RecruiterApplication> {
  const current = await findApplication(id);
  requireOpen(current);
  const at = now.toISOString();
  const companyId = timeOrderedId(now.getTime());
  // Its page address first (issue 34): a decision refused below leaves a slug leading nowhere, no more.
  const slug = await claimSlug(companyId, current.companyName, now);
  // The owner's membership carries a copy of their account (ADR 0017), read afresh by each attempt.
  const { organisation, company, membership } = organisationRecords(
    {
      ownerId: current.userId,
      companyId,
      company: {
        slug,
        name: current.companyName,
        website: current.companyWebsite,
        industry: current.industry,
        size: current.companySize,
        description: current.companyDescription,
      },
    },
    undefined,
    now,
  );
  const changes = {
    status: 'approved' as const,
    reviewedAt: at,
    reviewedBy: principal.record.id,
    organisationId: organisation.id,
    companyId: company.id,
    ...(notes ? { notes } : {}),
  };
  const counted = {
    [current.status]: -1,
    approved: 1,
    reviewedCount: 1,
    reviewMsTotal: reviewMs(current, now),
  };
  await runDecision(
    async () => {
      const [read, account] = await Promise.all([readCounters(), findUserById(current.userId)]);
      if (!account) throw new ConflictError(RECRUITER_MESSAGES.applicantGone);
      const copy = accountCopyOf(account);
      return createWriteTransaction(
        {
          application: recruiterApplications(),
          applicant: recruiterApplicants(),
          user: identity().entities.user,
          organisation: organisations(),
          company: companies(),
          membership: memberships(),
          stats: recruiterApplicationStats(),
          statusCounts: recruiterApplicationStatusCounts(),
        },
        (e) => [
          e.application
            .patch({ id })
            .set(changes)
            .where((attributes, { eq }) => eq(attributes.status, current.status))
            .commit(),
          e.applicant
            .patch({ userId: current.userId })
            .set({ status: 'approved', latest: { ...current, ...changes } })
            .where((attributes, { eq }) => eq(attributes.applicationId, id))
            .commit(),
          e.user
            .patch({ id: current.userId })
            .set({ approvalStatus: 'approved', companyName: current.companyName, updatedAt: at })
            .remove(['rejectionReason'])
            .where(accountAsCopied(copy))
            .commit(),
          e.organisation.create(organisation).commit(),
          e.company.create(company).commit(),
          e.membership.create({ ...membership, ...copy }).commit(),
          e.stats
            .update({ scope: STATS_SCOPE })
            .set(statsBesideApplications())
            .add(counted)
            .where(countersAsRead(read))
            .commit(),
          ...filedStatusCounts(read, counted).map((count) => e.statusCounts.put(count).commit()),
        ],
      ).go();
    },
    ([application, applicant, , , , member]) => {
      if (refusedOnCondition(application) || refusedOnCondition(applicant))
        return RECRUITER_MESSAGES.alreadyDecided;
      if (refusedOnCondition(member)) return RECRUITER_MESSAGES.hasOrganisation;
      // Otherwise the counters moved, or the account was deleted or changed since it was read (its copy
      // would be stale): the next attempt reads them again, and refuses an account that is gone.
      return undefined;
    },
  );
  await adoptVerificationLogo(company as CompanyItem, current);
  await announce({ applicationId: id, decision: 'approved', reason: null, decidedAt: at });
  return toApplication({ ...current, ...changes });
}

/** Rejection: the application, the pointer, the user (rejected, with the reason) and the counters. */
export async function reject(
  principal: Principal,
  id: string,
  reason: string,
  now = new Date(),
): Promise<RecruiterApplication> {
  const current = await findApplication(id);
  requireOpen(current);
  const at = now.toISOString();
  const changes = {
    status: 'rejected' as const,
    reviewedAt: at,
    reviewedBy: principal.record.id,
    rejectionReason: reason,
  };
  const counted = {
    [current.status]: -1,
    rejected: 1,
    reviewedCount: 1,
    reviewMsTotal: reviewMs(current, now),
  };
  await runDecision(
    async () => {
      const read = await readCounters();
      return createWriteTransaction(
        {
          application: recruiterApplications(),
          applicant: recruiterApplicants(),
          user: identity().entities.user,
          stats: recruiterApplicationStats(),
          statusCounts: recruiterApplicationStatusCounts(),
        },
        (e) => [
          e.application
            .patch({ id })
            .set(changes)
            .where((attributes, { eq }) => eq(attributes.status, current.status))
            .commit(),
          e.applicant
            .patch({ userId: current.userId })
            .set({ status: 'rejected', latest: { ...current, ...changes } })
            .where((attributes, { eq }) => eq(attributes.applicationId, id))
            .commit(),
          e.user
            .patch({ id: current.userId })
            .set({ approvalStatus: 'rejected', rejectionReason: reason, updatedAt: at })
            .commit(),
          e.stats
            .update({ scope: STATS_SCOPE })
            .set(statsBesideApplications())
            .add(counted)
            .where(countersAsRead(read))
            .commit(),
          ...filedStatusCounts(read, counted).map((count) => e.statusCounts.put(count).commit()),
        ],
      ).go();
    },
    ([application, applicant, user]) => {
      if (refusedOnCondition(application) || refusedOnCondition(applicant))
        return RECRUITER_MESSAGES.alreadyDecided;
      if (refusedOnCondition(user)) return RECRUITER_MESSAGES.applicantGone;
      return undefined;
    },
  );
  await announce({ applicationId: id, decision: 'rejected', reason, decidedAt: at });
  return toApplication({ ...current, ...changes });
}

/** An admin takes a pending application into review; the employer still sees it as under review. */
export async function markUnderReview(id: string): Promise<RecruiterApplication> {
  const current = await findApplication(id);
  if (current.status !== 'pending') throw new ConflictError(RECRUITER_MESSAGES.notPending);
  const counted = { pending: -1, under_review: 1 };
  await runDecision(
    async () => {
      const read = await readCounters();
      return createWriteTransaction(
        {
          application: recruiterApplications(),
          applicant: recruiterApplicants(),
          stats: recruiterApplicationStats(),
          statusCounts: recruiterApplicationStatusCounts(),
        },
        (e) => [
          e.application
            .patch({ id })
            .set({ status: 'under_review' })
            .where((attributes, { eq }) => eq(attributes.status, 'pending'))
            .commit(),
          e.applicant
            .patch({ userId: current.userId })
            .set({ status: 'under_review', latest: { ...current, status: 'under_review' } })
            .where((attributes, { eq }) => eq(attributes.applicationId, id))
            .commit(),
          e.stats
            .update({ scope: STATS_SCOPE })
            .set(statsBesideApplications())
            .add(counted)
            .where(countersAsRead(read))
            .commit(),
          ...filedStatusCounts(read, counted).map((count) => e.statusCounts.put(count).commit()),
        ],
      ).go();
    },
    ([application, applicant]) =>
      refusedOnCondition(application) || refusedOnCondition(applicant)
        ? RECRUITER_MESSAGES.notPending
        : undefined,
  );
  return toApplication({ ...current, status: 'under_review' });
}

/** A presigned, attachment-only download of one of the application's documents (admins only). */
export async function documentDownload(admin: Principal, id: string, kind: string) {
  const current = await findApplication(id);
  const document = DOCUMENT_KINDS.includes(kind as DocumentKind)
    ? ((current.documents ?? {}) as Record<string, StoredDocument>)[kind]
    : undefined;
  if (!document) throw new NotFoundError(RECRUITER_MESSAGES.documentNotFound);
  // An admin's read of the recruiter's documents enters the recruiter's access log (ADR 0037).
  const [downloadUrl] = await Promise.all([
    presignedDownload(document),
    logAccess(current.userId, 'recruiterDocument', { actor: 'admin', actorId: admin.record.id }),
  ]);
  return { downloadUrl, fileName: document.fileName };
}
