import type * as z from 'zod/mini';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import type { companyListQuerySchema } from '../../shared/jobs/schemas';
import type { Company, PageOf } from '../../shared/jobs/types';
import { type CompanyItem, companies, findCompany } from '../model/companies';
import { requireMembership } from '../model/organisation-members';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';

export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

export function toCompany(item: CompanyItem): Company {
  return {
    id: item.id,
    organisationId: item.organisationId,
    name: item.name,
    logoUrl: item.logoUrl ?? null,
    website: item.website ?? null,
    industry: item.industry ?? null,
    size: item.size ?? null,
    description: item.description ?? null,
    location: item.location ?? null,
    createdAt: item.createdAt,
  };
}

export async function readCompany(id: string): Promise<Company> {
  const item = await findCompany(id);
  if (!item) throw new NotFoundError(JOB_MESSAGES.companyNotFound);
  return toCompany(item);
}

/** The company of the caller's organisation (403 without one). */
export async function readOwnCompany(principal: Principal): Promise<Company> {
  const membership = await requireMembership(principal);
  const { data } = await companies().query.byOrganisation({ organisationId: membership.organisationId }).go();
  const [item] = data;
  if (!item) throw new NotFoundError(JOB_MESSAGES.companyNotFound);
  return toCompany(item);
}

/** Matches a keyword anywhere in the name, industry or location, ignoring case. */
function matches(item: CompanyItem, keyword: string | undefined): boolean {
  if (!keyword) return true;
  const needle = keyword.toLowerCase();
  return [item.name, item.industry, item.location].some((text) => text?.toLowerCase().includes(needle));
}

/**
 * The directory, filtered and paged. Companies are one per verified organisation (hundreds, not
 * millions), so the name-ordered index is read whole and the page cut from it; the total is exact.
 */
export async function listCompanies(query: CompanyListQuery): Promise<PageOf<Company>> {
  const { data } = await companies().query.directory({}).go({ pages: 'all' });
  const descending = query.sortDirection.toLowerCase() === 'desc';
  const rows = data.filter((item) => matches(item, query.keyword));
  if (query.sortBy === 'createdAt') rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (descending) rows.reverse();
  const start = query.page * query.size;
  return {
    content: rows.slice(start, start + query.size).map(toCompany),
    page: query.page,
    size: query.size,
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / query.size),
  };
}
