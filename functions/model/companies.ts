import { Entity } from 'electrodb';
import type { Company, CompanySummary } from '../../shared/jobs/types';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * One company per organisation: what job cards, job pages and the admin's company selector show. The
 * directory index keeps every company in name order (lower-cased, so 'acme' and 'Acme' sort together);
 * companies number one per verified organisation, so the directory is read whole for a keyword.
 */
export const companies = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'company', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          organisationId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          nameKey: {
            type: 'string',
            watch: ['name'],
            set: (_, { name }) => String(name ?? '').toLowerCase(),
          },
          logoUrl: { type: 'string' },
          website: { type: 'string' },
          industry: { type: 'string' },
          size: { type: 'string' },
          description: { type: 'string' },
          location: { type: 'string' },
          createdAt: { type: 'string', required: true },
          /*
           * The company page (issue 34): its address (claimed in company-slugs.ts, so unique; absent on
           * companies made before pages had addresses, whose page answers at their id), office cities
           * beside the headquarters (`location`), the year founded, and the logo's object in the
           * uploads bucket (served through GET /companies/{id}/logo; `logoUrl` names that address with
           * a version, so a new logo is a new URL for caches).
           */
          slug: { type: 'string' },
          /** The slugs it had before a rename: their published pages send readers on to `slug`. */
          previousSlugs: { type: 'list', items: { type: 'string' } },
          officeCities: { type: 'list', items: { type: 'string' } },
          foundedYear: { type: 'number' },
          logoKey: { type: 'string' },
          logoType: { type: 'string' },
          /** A change of name or website domain waiting for an admin (ADR 0032); applied only on approval. */
          pendingChange: {
            type: 'map',
            properties: {
              name: { type: 'string' },
              website: { type: 'string' },
              requestedAt: { type: 'string', required: true },
              requestedBy: { type: 'string', required: true },
            },
          },
          updatedAt: { type: 'string' },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          byOrganisation: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['organisationId'] },
            sk: { field: 'gsi1sk', composite: [] },
          },
          directory: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: [] },
            sk: { field: 'gsi2sk', composite: ['nameKey', 'id'] },
          },
        },
      },
      entityConfig(),
    ),
);

export type CompanyItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof companies>['get']>['go']>>['data']
>;

/** What a job card or page shows of its company. */
export const summaryOf = (
  item: Pick<CompanyItem, 'id' | 'name' | 'logoUrl'> & { website?: string },
): CompanySummary => ({
  id: item.id,
  name: item.name,
  logoUrl: item.logoUrl ?? null,
  ...(item.website ? { website: item.website } : {}),
});

/** A company by id, or undefined (no id, or none). */
export async function findCompany(id: string): Promise<CompanyItem | undefined> {
  if (!id) return undefined;
  const { data } = await companies().get({ id }).go();
  return data ?? undefined;
}

/** The public shape of a company; `withPending` adds the identity change waiting for review (own, admins). */
export function toCompany(item: CompanyItem, withPending = false): Company {
  return {
    id: item.id,
    organisationId: item.organisationId,
    name: item.name,
    slug: item.slug ?? null,
    logoUrl: item.logoUrl ?? null,
    website: item.website ?? null,
    industry: item.industry ?? null,
    size: item.size ?? null,
    description: item.description ?? null,
    location: item.location ?? null,
    officeCities: item.officeCities ?? [],
    foundedYear: item.foundedYear ?? null,
    createdAt: item.createdAt,
    ...(withPending ? { pendingChange: item.pendingChange ?? null } : {}),
  };
}
