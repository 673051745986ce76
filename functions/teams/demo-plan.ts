import { maxMembersFor } from '../../shared/teams/rules';
import { organisations } from '../organisations/entities';
import { findOrganisation } from '../organisations/service';
import type { DemoAccount } from '../platform/local/seed';

/** The demo employer's organisation (Acme Tech, hiring@acmetech.in), made by the demo marketplace. */
export const DEMO_ENTERPRISE_ORGANISATION = 'org-acme-tech';

/**
 * Until subscriptions set an organisation's plan, the demo gives Acme Tech the enterprise plan so its
 * team page can be tried. Idempotent: an organisation already on it is left alone.
 */
export async function seedDemoEnterprisePlan(): Promise<DemoAccount[]> {
  const organisation = await findOrganisation(DEMO_ENTERPRISE_ORGANISATION);
  if (!organisation || organisation.plan === 'enterprise') return [];
  await organisations()
    .patch({ id: organisation.id })
    .set({
      plan: 'enterprise',
      maxRecruiters: maxMembersFor('enterprise'),
      updatedAt: new Date().toISOString(),
    })
    .go();
  return [];
}
