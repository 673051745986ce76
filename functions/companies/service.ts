import type * as z from 'zod/mini';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import { cityKey } from '../../shared/jobs/places';
import type { companyListQuerySchema } from '../../shared/jobs/schemas';
import type { Company, CompanyDirectory } from '../../shared/jobs/types';
import { type CompanyItem, companies, findCompany, toCompany } from '../model/companies';
import { companySlugs } from '../model/company-slugs';
import { requireMembership } from '../model/organisation-members';
import type { Principal } from '../platform/auth/principal';
import { getItemsTogether } from '../platform/db';
import { NotFoundError } from '../platform/errors';

export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

/**
 * A company by its id or by any slug it ever had: one round trip for an id, two for a slug. The slug's
 * item and the company's are asked for together (the key may be either), and a slug found
 * leads to its company.
 */
export async function findCompanyByKey(key: string): Promise<CompanyItem | undefined> {
  if (!key) return undefined;
  const [slugItem, companyItem] = await getItemsTogether([
    companySlugs().get({ slug: key }).params().Key,
    companies().get({ id: key }).params().Key,
  ]);
  const byId = companyItem && companies().parse({ Item: companyItem }).data;
  if (byId) return byId;
  const slug = slugItem && companySlugs().parse({ Item: slugItem }).data;
  return slug ? findCompany(slug.companyId) : undefined;
}

/** GET /companies/{id}: a company by id or slug; the page redirects an old slug to the current one. */
export async function readCompany(key: string): Promise<Company> {
  const item = await findCompanyByKey(key);
  if (!item) throw new NotFoundError(JOB_MESSAGES.companyNotFound);
  return toCompany(item);
}

/** The company item of the caller's organisation (403 without one). */
export async function ownCompanyItem(principal: Principal): Promise<CompanyItem> {
  const membership = await requireMembership(principal);
  const { data } = await companies().query.byOrganisation({ organisationId: membership.organisationId }).go();
  const [item] = data;
  if (!item) throw new NotFoundError(JOB_MESSAGES.companyNotFound);
  return item;
}

/**
 * The company of the caller's organisation, with a change waiting for review and whether the caller may
 * edit it (team admins only); 403 without one.
 */
export async function readOwnCompany(principal: Principal): Promise<Company> {
  const membership = await requireMembership(principal);
  return { ...toCompany(await ownCompanyItem(principal), true), canEdit: membership.teamRole === 'admin' };
}

/** Matches a keyword anywhere in the name, industry or location, ignoring case. */
function matches(item: CompanyItem, query: CompanyListQuery): boolean {
  if (query.keyword) {
    const needle = query.keyword.toLowerCase();
    if (![item.name, item.industry, item.location].some((text) => text?.toLowerCase().includes(needle)))
      return false;
  }
  if (query.industry && item.industry !== query.industry) return false;
  if (query.city) {
    const wanted = cityKey(query.city);
    const cities = [item.location, ...(item.officeCities ?? [])].filter((city): city is string => !!city);
    if (!cities.some((city) => cityKey(city) === wanted)) return false;
  }
  return true;
}

/**
 * The directory, filtered and paged. Companies are one per verified organisation (hundreds, not
 * millions), so the name-ordered index is read whole (one query, paged by DynamoDB at 1 MB: a round
 * trip per thousands of companies) and the page cut from it; the total is exact.
 */
export async function listCompanies(query: CompanyListQuery): Promise<CompanyDirectory> {
  const { data } = await companies().query.directory({}).go({ pages: 'all' });
  const descending = query.sortDirection.toLowerCase() === 'desc';
  const rows = data.filter((item) => matches(item, query));
  if (query.sortBy === 'createdAt') rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (descending) rows.reverse();
  const start = query.page * query.size;
  return {
    content: rows.slice(start, start + query.size).map((item) => toCompany(item)),
    page: query.page,
    size: query.size,
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / query.size),
    facets: facetsOf(data),
  };
}

/** The industries and cities the directory's filters offer: those its companies name, in order. */
function facetsOf(items: CompanyItem[]): CompanyDirectory['facets'] {
  const sorted = (values: (string | undefined)[]) =>
    [...new Set(values.filter((value): value is string => !!value))].sort((a, b) => a.localeCompare(b));
  return {
    industries: sorted(items.map((item) => item.industry)),
    cities: sorted(items.flatMap((item) => [item.location, ...(item.officeCities ?? [])])),
  };
}

export { toCompany };
