// Boundary: a company's responsiveness kept by the apply and status-change transactions (DynamoDB Local),
// read through GET /companies/{id}/responsiveness on the local API host.
import { describe, expect, it } from 'vitest';
import { RESPONSIVENESS_MIN_APPLICATIONS } from '../../shared/employer/responsiveness';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import { callApi } from '../../test/support/api';
import { accountOf, candidate, employerWithCompany } from '../../test/support/marketplace';
import { postJob } from '../../test/support/marketplace-cast';
import { apply, changeStatus } from '../applications/service';
import { readResponsiveness } from './responsiveness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A fixture counted by hand. Each application is made `appliedDaysAgo` days before the reading and
 * first moved by the employer `respondedAfterHours` later (null: never); a second move never counts again.
 */
const FIXTURE: { appliedDaysAgo: number; respondedAfterHours: number | null; movedAgain?: boolean }[] = [
  { appliedDaysAgo: 20, respondedAfterHours: 1 },
  { appliedDaysAgo: 20, respondedAfterHours: 5, movedAgain: true },
  { appliedDaysAgo: 21, respondedAfterHours: 23 },
  { appliedDaysAgo: 22, respondedAfterHours: 30 },
  { appliedDaysAgo: 30, respondedAfterHours: 47 },
  { appliedDaysAgo: 30, respondedAfterHours: 70 },
  { appliedDaysAgo: 40, respondedAfterHours: 4.5 * 24 },
  { appliedDaysAgo: 40, respondedAfterHours: 6.9 * 24 },
  { appliedDaysAgo: 50, respondedAfterHours: 8 * 24 },
  { appliedDaysAgo: 60, respondedAfterHours: null },
  { appliedDaysAgo: 60, respondedAfterHours: null },
  // Out of the window: too recent to have had its 7 days, and older than the 90 days.
  { appliedDaysAgo: 3, respondedAfterHours: null },
  { appliedDaysAgo: 120, respondedAfterHours: 2 },
];

describe('company responsiveness', () => {
  it('equals the figures counted by hand: 11 applications in the window, 8 answered in 7 days, half within 3', async () => {
    const employer = await employerWithCompany();
    const job = await postJob(employer);
    const now = new Date();
    for (const entry of FIXTURE) {
      const appliedAt = new Date(now.getTime() - entry.appliedDaysAgo * DAY);
      const person = await candidate();
      const application = await apply(person.principal, { jobId: job.id }, appliedAt);
      if (entry.respondedAfterHours === null) continue;
      const respondedAt = new Date(appliedAt.getTime() + entry.respondedAfterHours * HOUR);
      await changeStatus(employer.principal, application.id, 'reviewed', respondedAt);
      if (entry.movedAgain)
        await changeStatus(
          employer.principal,
          application.id,
          'shortlisted',
          new Date(respondedAt.getTime() + HOUR),
        );
    }

    // By hand: 11 in the window; answered within 1 day: 3 (1 h, 5 h, 23 h), 2 days: 2, 3 days: 1, 5 days: 1,
    // 7 days: 1; 8 days is late. 8 of 11 is 73 %; 3, then 5, then 6 of 11: half are answered within 3 days.
    expect(await readResponsiveness(employer.companyId, now)).toEqual({
      responsiveness: { applications: 11, answeredPercent: 73, usuallyWithinDays: 3 },
    });
    const answer = await callApi(`/companies/${employer.companyId}/responsiveness`);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({
      responsiveness: { applications: 11, answeredPercent: 73, usuallyWithinDays: 3 },
    });
  });

  it('shows nothing while fewer applications back it, counts no admin move as an answer, and 404s an unknown company', async () => {
    const employer = await employerWithCompany();
    const admin = await accountOf('ADMIN');
    const job = await postJob(employer);
    const appliedAt = new Date(Date.now() - 20 * DAY);
    for (let made = 0; made < RESPONSIVENESS_MIN_APPLICATIONS - 1; made++) {
      const application = await apply((await candidate()).principal, { jobId: job.id }, appliedAt);
      await changeStatus(admin.principal, application.id, 'reviewed', new Date(appliedAt.getTime() + HOUR));
    }
    expect((await callApi(`/companies/${employer.companyId}/responsiveness`)).json.data).toEqual({
      responsiveness: null,
    });

    // The tenth makes a figure; the admin's moves were no answers from the employer.
    await apply((await candidate()).principal, { jobId: job.id }, appliedAt);
    expect((await readResponsiveness(employer.companyId)).responsiveness).toEqual({
      applications: RESPONSIVENESS_MIN_APPLICATIONS,
      answeredPercent: 0,
      usuallyWithinDays: null,
    });

    const missing = await callApi('/companies/no-such-company/responsiveness');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(JOB_MESSAGES.companyNotFound);
  });
});
