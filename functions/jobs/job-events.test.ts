// Boundary: the jobs and applications services against DynamoDB Local, with the bus replaced by a recorder.

import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { jobInputSchema } from '../../shared/jobs/schemas';
import { accountOf, candidate, employerWithCompany, jobBody } from '../../test/support/marketplace';
import { apply, changeStatus } from '../applications/service';
import {
  APPLICATION_STATUS_CHANGED,
  APPLICATION_SUBMITTED,
  JOB_CHANGED,
  type JobChangedDetail,
} from '../model/events';
import { findJob } from '../model/job-reads';
import { publishEvent } from '../platform/events';
import { createJob, deleteJob, setJobActive, updateJob } from './service';

vi.mock('../platform/events', () => ({ publishEvent: vi.fn(async () => undefined) }));
const published = vi.mocked(publishEvent);
const detailsOf = (type: string, jobId: string) =>
  published.mock.calls
    .filter(([detailType, detail]) => detailType === type && (detail as { jobId?: string }).jobId === jobId)
    .map(([, detail]) => detail);

describe('events of job and application writes', () => {
  let employer: Awaited<ReturnType<typeof employerWithCompany>>;
  beforeAll(async () => {
    employer = await employerWithCompany();
  });

  it('announces every job write with a growing version, the job as it is now, and null on delete', async () => {
    const input = z.parse(jobInputSchema, jobBody());
    const job = await createJob(employer.principal, input);
    await updateJob(employer.principal, job.id, { ...input, title: 'Renamed role' });
    await setJobActive(employer.principal, job.id, false);
    await setJobActive(employer.principal, job.id, true);
    await deleteJob(employer.principal, job.id);

    const details = detailsOf(JOB_CHANGED, job.id) as unknown as JobChangedDetail[];
    expect(details.map((detail) => detail.version)).toEqual([1, 2, 3, 4, 5]);
    expect(details.map((detail) => detail.job?.isActive ?? null)).toEqual([true, true, false, true, null]);
    expect(details[1]?.job).toMatchObject({
      id: job.id,
      title: 'Renamed role',
      organisationId: employer.organisationId,
      company: { id: employer.companyId, name: employer.companyName },
      expiresAt: job.expiresAt,
    });
    expect(details[1]?.job).not.toHaveProperty('description');

    // A repeated delete announces the deletion again with the same version.
    await deleteJob(employer.principal, job.id);
    expect((detailsOf(JOB_CHANGED, job.id) as unknown as JobChangedDetail[]).at(-1)).toEqual({
      jobId: job.id,
      version: 5,
      job: null,
    });
  });

  it('takes a new job back when the bus refuses its announcement', async () => {
    published.mockRejectedValueOnce(new Error('bus down'));
    const error = await createJob(employer.principal, z.parse(jobInputSchema, jobBody())).catch((e) => e);
    expect(error.status).toBe(503);
    const [, detail] = published.mock.calls.at(-1) ?? [];
    expect(await findJob((detail as unknown as JobChangedDetail).jobId)).toBeUndefined();
  });

  it('announces an application and each change of its status', async () => {
    const job = await createJob(employer.principal, z.parse(jobInputSchema, jobBody()));
    const person = await candidate();
    const application = await apply(person.principal, { jobId: job.id });
    expect(detailsOf(APPLICATION_SUBMITTED, job.id)).toEqual([
      {
        applicationId: application.id,
        jobId: job.id,
        candidateId: person.record.id,
        organisationId: employer.organisationId,
        appliedAt: application.appliedAt,
      },
    ]);
    const admin = await accountOf('ADMIN');
    await changeStatus(admin.principal, application.id, 'reviewed');
    expect(detailsOf(APPLICATION_STATUS_CHANGED, job.id)).toEqual([
      {
        applicationId: application.id,
        jobId: job.id,
        candidateId: person.record.id,
        organisationId: employer.organisationId,
        from: 'applied',
        to: 'reviewed',
        by: admin.record.id,
        at: expect.any(String),
      },
    ]);
  });
});
