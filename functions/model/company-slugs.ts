import { Entity } from 'electrodb';
import { slugCandidates } from '../../shared/companies/profile';
import { isConditionalFailure } from '../platform/conditional-failure';
import { entityConfig, lazy, SERVICE } from '../platform/db';

/**
 * One item per company page address ever given out: the slug names its company for good. A renamed
 * company gets a new slug and keeps its old ones, which still find it (its page redirects to the new
 * one); no other company can ever take them, so a link once shared never leads elsewhere.
 */
export const companySlugs = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'companySlug', version: '1', service: SERVICE },
        attributes: {
          slug: { type: 'string', required: true },
          companyId: { type: 'string', required: true },
          claimedAt: { type: 'string', required: true },
        },
        indexes: {
          bySlug: { pk: { field: 'pk', composite: ['slug'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

/**
 * Claims the first free slug for `name` for the company (conditional creates: two companies of one name
 * racing get different slugs). A slug the company already holds is its own again.
 */
export async function claimSlug(companyId: string, name: string, now = new Date()): Promise<string> {
  for (const slug of slugCandidates(name, companyId)) {
    try {
      await companySlugs().create({ slug, companyId, claimedAt: now.toISOString() }).go();
      return slug;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      const { data } = await companySlugs().get({ slug }).go();
      if (data?.companyId === companyId) return slug;
    }
  }
  throw new Error(`No free page address for company ${companyId}`);
}
