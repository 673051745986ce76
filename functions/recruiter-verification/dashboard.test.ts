// Boundary: the admin's dashboard figures through the local API host -> DynamoDB Local (counters the writes keep).
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardFigures } from '../../shared/admin/dashboard';
import { indianDay } from '../../shared/dates';
import { callApi } from '../../test/support/api';
import { candidate, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { subscribe } from '../../test/support/payments';
import { roundTripsOf } from '../../test/support/round-trips';
import { dailyFigures } from '../model/daily-figures';
import { PAID_ORGANISATIONS_SCOPE, paidOrganisations } from '../model/paid-organisations';
import { STATS_SCOPE } from '../model/recruiter-application-records';
import { recruiterApplicationStats, recruiterApplications } from '../model/recruiter-applications';
import { dashboardFigures } from './dashboard';

const figures = async (who: { headers: Record<string, string> }) => {
  const response = await callApi('/admin/dashboard', { headers: who.headers });
  expect(response.status).toBe(200);
  return response.json.data as AdminDashboardFigures;
};

describe('admin dashboard', () => {
  let employer: TestEmployer;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ employer, admin } = await employersAndAdmin());
  });

  it("counts today's new jobs and applications (India's day) in the transactions that write them", async () => {
    const before = await figures(admin);
    expect(before.day).toBe(indianDay(new Date()));

    const job = await postJob(employer, { title: 'Dashboard Counter Engineer' });
    const applicant = await candidate();
    const applied = await callApi('/applications', {
      method: 'POST',
      headers: applicant.headers,
      body: { jobId: job.id },
    });
    expect(applied.status).toBe(201);

    const after = await figures(admin);
    // Other test files write to the same table at the same time: the figures only grow by at least ours.
    expect(after.newJobsToday).toBeGreaterThanOrEqual(before.newJobsToday + 1);
    expect(after.newApplicationsToday).toBeGreaterThanOrEqual(before.newApplicationsToday + 1);
    const { data: stored } = await dailyFigures().get({ day: after.day }).go();
    expect(stored?.jobsPosted).toBeGreaterThanOrEqual(after.newJobsToday);
  });

  it('reads pending applications from the review counters and the oldest from the by-status index', async () => {
    const result = await figures(admin);
    const { data: stats } = await recruiterApplicationStats().get({ scope: STATS_SCOPE }).go();
    const counted = (stats?.pending ?? 0) + (stats?.under_review ?? 0);
    expect(Math.abs(result.pendingRecruiterApplications - counted)).toBeLessThanOrEqual(2);
    const [oldestPending] = (
      await recruiterApplications().query.byStatus({ status: 'pending' }).go({ order: 'asc', limit: 1 })
    ).data;
    if (oldestPending && result.oldestPendingSubmittedAt) {
      expect(result.oldestPendingSubmittedAt <= oldestPending.submittedAt).toBe(true);
    }
    expect(result.activeJobs).toBeGreaterThanOrEqual(0);
  });

  it('counts an organisation as paid from its payment until its term ends, a lapsed one no more', async () => {
    const before = await figures(admin);
    const { subscription } = await subscribe(employer, 'PROFESSIONAL', 'QUARTERLY');
    const after = await figures(admin);
    expect(after.paidOrganisations).toBeGreaterThanOrEqual(before.paidOrganisations + 1);

    const { data: marker } = await paidOrganisations()
      .get({ scope: PAID_ORGANISATIONS_SCOPE, organisationId: employer.organisationId })
      .go();
    expect(marker?.paidUntil).toBe(subscription.endDate);
    // Just before the term's end the organisation counts; at its end it does not (others only add to both).
    const end = Date.parse(subscription.endDate);
    const [lastMoment, lapsed] = await Promise.all([
      dashboardFigures(new Date(end - 1)),
      dashboardFigures(new Date(end)),
    ]);
    expect(lastMoment.paidOrganisations - lapsed.paidOrganisations).toBeGreaterThanOrEqual(1);
  });

  it('reads every figure in one round of requests (DESIGN: at most two for a read)', async () => {
    const trips = await roundTripsOf(() => dashboardFigures());
    expect(trips.rounds).toBe(1);
    expect(trips.requests).toBe(7);
  });

  it('answers admins only', async () => {
    expect((await callApi('/admin/dashboard', { headers: employer.headers })).status).toBe(403);
    expect((await callApi('/admin/dashboard')).status).toBe(401);
  });
});
