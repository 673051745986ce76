import { COMPANY_MESSAGES, type CompanyProfile, identityChange } from '../../shared/companies/profile';
import type { Company } from '../../shared/jobs/types';
import { type CompanyItem, companies } from '../model/companies';
import { COMPANY_CHANGED } from '../model/events';
import { requireMembership } from '../model/organisation-members';
import type { Principal } from '../platform/auth/principal';
import { isConditionalFailure } from '../platform/conditional-failure';
import { ConflictError, ForbiddenError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';
import { refreshJobCopies } from './job-copies';
import { ownCompanyItem, toCompany } from './service';

/** Only a team admin of the company's organisation edits its profile (ADR 0016's roles). */
export async function requireCompanyAdmin(principal: Principal): Promise<CompanyItem> {
  const membership = await requireMembership(principal);
  if (membership.teamRole !== 'admin') throw new ForbiddenError(COMPANY_MESSAGES.adminsOnly);
  return ownCompanyItem(principal);
}

/** Tells the site publisher; a lost event leaves the page as it was until the company's next change. */
export async function announceCompanyChanged(companyId: string): Promise<void> {
  try {
    await publishEvent(COMPANY_CHANGED, { companyId });
  } catch (error) {
    logger.error('Company Changed not published', { companyId, error: String(error) });
  }
}

const orNull = (text: string | null | undefined) => (text ? text : undefined);

/**
 * PUT /companies/me. Everything but the identity applies at once. A new name, or a website on another
 * domain, is filed as the company's one pending change for an admin (ADR 0032); one already waiting
 * refuses another (409) rather than replacing what the admin may be reading. A new path on the same domain
 * is saved at once. Answers the company as it now stands, with its pending change.
 */
export async function updateCompanyProfile(
  principal: Principal,
  input: CompanyProfile,
  now = new Date(),
): Promise<{ company: Company; changeFiled: boolean }> {
  const current = await requireCompanyAdmin(principal);
  const change = identityChange(current, input);
  if (change && current.pendingChange) throw new ConflictError(COMPANY_MESSAGES.changePending);
  const at = now.toISOString();
  const cities = [...new Set(input.officeCities.map((city) => city.trim()))];
  const set = {
    ...(change?.website ? {} : { website: input.website }),
    ...(change ? { pendingChange: { ...change, requestedAt: at, requestedBy: principal.record.id } } : {}),
    officeCities: cities,
    updatedAt: at,
  };
  const optional = {
    description: orNull(input.about),
    industry: orNull(input.industry),
    size: orNull(input.size),
    location: orNull(input.headquarters),
    foundedYear: input.foundedYear ?? undefined,
  };
  const removed = Object.entries(optional)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name) as (keyof typeof optional)[];
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  try {
    const update = companies()
      .patch({ id: current.id })
      .set({ ...set, ...present });
    const { data } = await (removed.length ? update.remove(removed) : update)
      // A change filed meanwhile by another admin is not overwritten.
      .where((attributes, { notExists }) => (change ? notExists(attributes.pendingChange) : ''))
      .go({ response: 'all_new' });
    const updated = data as CompanyItem;
    if (updated.website !== current.website) await refreshJobCopies(updated, now);
    await announceCompanyChanged(updated.id);
    // The caller is a team admin: the answer reads as GET /companies/me would for them.
    return { company: { ...toCompany(updated, true), canEdit: true }, changeFiled: !!change };
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(COMPANY_MESSAGES.changePending);
    throw error;
  }
}
