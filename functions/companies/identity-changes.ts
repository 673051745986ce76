import { COMPANY_MESSAGES } from '../../shared/companies/profile';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { Company } from '../../shared/jobs/types';
import { type CompanyItem, companies, findCompany } from '../model/companies';
import { claimSlug } from '../model/company-slugs';
import { COMPANY_CHANGE_DECIDED, type CompanyChangeDecidedDetail } from '../model/events';
import { organisations } from '../model/organisations';
import { isConditionalFailure } from '../platform/conditional-failure';
import { ConflictError, NotFoundError } from '../platform/errors';
import { announceOrUnavailable } from '../platform/events';
import { refreshJobCopies } from './job-copies';
import { announceCompanyChanged } from './profile-edit';
import { toCompany } from './service';

/*
 * Changes of a company's verified identity (ADR 0032): a new legal name or a website on another domain
 * waits on the company as its pending change until an admin of Verify Recruiters approves or rejects it;
 * the requester is mailed the decision (Company Change Decided).
 */

/** GET /admin/company-changes: the companies with a change waiting, oldest request first. */
export async function listPendingChanges(): Promise<Company[]> {
  // The directory is read whole already (one per verified organisation): no index of its own is needed.
  const { data } = await companies().query.directory({}).go({ pages: 'all' });
  return data
    .filter((item) => item.pendingChange)
    .sort((a, b) => (a.pendingChange?.requestedAt ?? '').localeCompare(b.pendingChange?.requestedAt ?? ''))
    .map((item) => toCompany(item, true));
}

async function pendingOf(
  companyId: string,
): Promise<CompanyItem & { pendingChange: NonNullable<CompanyItem['pendingChange']> }> {
  const company = await findCompany(companyId);
  if (!company) throw new NotFoundError(JOB_MESSAGES.companyNotFound);
  if (!company.pendingChange) throw new ConflictError(COMPANY_MESSAGES.noChangePending);
  return company as CompanyItem & { pendingChange: NonNullable<CompanyItem['pendingChange']> };
}

/** Clears the pending change as read; a change decided meanwhile by another admin answers 409. */
async function decide(
  company: CompanyItem & { pendingChange: NonNullable<CompanyItem['pendingChange']> },
  set: Partial<Pick<CompanyItem, 'name' | 'website' | 'slug' | 'previousSlugs'>>,
  now: Date,
): Promise<CompanyItem> {
  try {
    const { data } = await companies()
      .patch({ id: company.id })
      .set({ ...set, updatedAt: now.toISOString() })
      .remove(['pendingChange'])
      .where((attributes, { eq }) =>
        eq(attributes.pendingChange.requestedAt, company.pendingChange.requestedAt),
      )
      .go({ response: 'all_new' });
    return data as CompanyItem;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(COMPANY_MESSAGES.noChangePending);
    throw error;
  }
}

async function announceDecision(
  company: CompanyItem,
  pending: NonNullable<CompanyItem['pendingChange']>,
  decision: 'approved' | 'rejected',
  reason: string | null,
) {
  const detail: CompanyChangeDecidedDetail = {
    companyId: company.id,
    requestedBy: pending.requestedBy,
    requestedAt: pending.requestedAt,
    decision,
    ...(pending.name ? { name: pending.name } : {}),
    ...(pending.website ? { website: pending.website } : {}),
    companyName: company.name,
    reason,
  };
  await announceOrUnavailable(COMPANY_CHANGE_DECIDED, detail, { companyId: company.id });
}

/**
 * Approval: the new name (with a new page address; the old ones keep leading here) or website takes
 * effect on the company, its organisation and its jobs' copies, and the requester is told.
 */
export async function approveChange(companyId: string, now = new Date()): Promise<Company> {
  const company = await pendingOf(companyId);
  const pending = company.pendingChange;
  const slug = pending.name ? await claimSlug(company.id, pending.name, now) : undefined;
  const updated = await decide(
    company,
    {
      ...(pending.name ? { name: pending.name } : {}),
      ...(pending.website ? { website: pending.website } : {}),
      ...(slug && slug !== company.slug
        ? { slug, previousSlugs: [...(company.previousSlugs ?? []), ...(company.slug ? [company.slug] : [])] }
        : {}),
    },
    now,
  );
  if (pending.name) {
    await organisations()
      .patch({ id: company.organisationId })
      .set({ name: pending.name, updatedAt: now.toISOString() })
      .go();
  }
  await refreshJobCopies(updated, now);
  await announceCompanyChanged(updated.id);
  await announceDecision(updated, pending, 'approved', null);
  return toCompany(updated, true);
}

/** Rejection: the company stays as it was; the requester is told why. */
export async function rejectChange(companyId: string, reason: string, now = new Date()): Promise<Company> {
  const company = await pendingOf(companyId);
  const updated = await decide(company, {}, now);
  await announceDecision(updated, company.pendingChange, 'rejected', reason);
  return toCompany(updated, true);
}
