import { Entity } from 'electrodb';
import type { CompanySummary } from '../../shared/jobs/types';
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
export const summaryOf = (item: Pick<CompanyItem, 'id' | 'name' | 'logoUrl'>): CompanySummary => ({
  id: item.id,
  name: item.name,
  logoUrl: item.logoUrl ?? null,
});

/** A company by id, or undefined (no id, or none). */
export async function findCompany(id: string): Promise<CompanyItem | undefined> {
  if (!id) return undefined;
  const { data } = await companies().get({ id }).go();
  return data ?? undefined;
}
