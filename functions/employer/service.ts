import type { EmployerDashboardStats } from '../../shared/employer/types';
import { requireMembership } from '../model/organisation-members';
import type { Principal } from '../platform/auth/principal';
import { ValidationError } from '../platform/errors';
import { statsOf } from './stats';

const CHOOSE_ORGANISATION = 'Please choose an organisation';

/**
 * GET /employer/dashboard/stats: an employer's own organisation's figures. Admins belong to no
 * organisation: they name one (?organisationId=), as they name a job for its applications.
 */
export async function dashboardStats(
  principal: Principal,
  query: Record<string, string | undefined> = {},
): Promise<EmployerDashboardStats> {
  if (principal.user.role === 'admin') {
    const organisationId = query.organisationId?.trim();
    if (!organisationId || organisationId.length > 64) {
      throw new ValidationError(CHOOSE_ORGANISATION, { organisationId: CHOOSE_ORGANISATION });
    }
    return statsOf(organisationId);
  }
  const membership = await requireMembership(principal);
  return statsOf(membership.organisationId);
}
