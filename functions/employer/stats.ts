import type { EmployerDashboardStats } from '../../shared/employer/types';
import { activeJobMarkers, organisationStats } from './entities';

/**
 * The dashboard's four figures in one round trip (two requests at once): the organisation's stats item
 * and the count of its active-job markers whose expiry is still ahead. Both are strongly consistent.
 */
export async function statsOf(organisationId: string, now = new Date()): Promise<EmployerDashboardStats> {
  const [{ data: stats }, { data: markers }] = await Promise.all([
    organisationStats().get({ organisationId }).go({ consistent: true }),
    activeJobMarkers()
      .query.byOrganisation({ organisationId })
      .gt({ expiresOn: now.toISOString() })
      .go({ pages: 'all', consistent: true, attributes: ['jobId'] }),
  ]);
  return {
    activeJobs: markers.length,
    totalApplications: stats?.totalApplications ?? 0,
    profileViews: stats?.profileViews ?? 0,
    hiredCandidates: stats?.hiredCandidates ?? 0,
  };
}
