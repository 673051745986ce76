// Boundary: Account Deleted -> the applications and saved-jobs cleanups -> DynamoDB Local and s3rver.
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { EmployerDashboardStats, PipelineApplication } from '../../shared/employer/types';
import type { PageOf, SavedJob } from '../../shared/jobs/types';
import { callApi } from '../../test/support/api';
import { candidate, employerWithCompany } from '../../test/support/marketplace';
import { postJob } from '../../test/support/marketplace-cast';
import { applications, organisationApplicants } from '../model/applications';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { deleteSavedJobsOf } from '../saved-jobs/cleanup';
import { deleteApplicationsOf } from './cleanup';

const exists = (key: string) =>
  s3Client()
    .send(new HeadObjectCommand({ Bucket: config.uploadsBucket, Key: key }))
    .then(() => true)
    .catch(() => false);

describe('a deleted account', () => {
  it("loses its applications (and the dashboard's count of them), resume copies, notes and saved jobs; nobody else's", async () => {
    const employer = await employerWithCompany();
    // Non-IT, so the organisation sees its applicants and writes notes without a subscription.
    const job = await postJob(employer, { category: 'NON_IT' });
    const [leaving, staying] = [await candidate(), await candidate()];
    const applyAs = async (who: typeof leaving) => {
      const response = await callApi('/applications', {
        method: 'POST',
        headers: who.headers,
        body: { jobId: job.id },
      });
      expect(response.status).toBe(201);
      return (response.json.data as { id: string }).id;
    };
    const [gone, kept] = [await applyAs(leaving), await applyAs(staying)];
    const note = await callApi(`/applications/${gone}/notes`, {
      method: 'POST',
      headers: employer.headers,
      body: { text: 'Strong on SQL; call back next week.' },
    });
    expect(note.status).toBe(201);
    expect(
      (await callApi(`/candidates/saved-jobs/${job.id}`, { method: 'POST', headers: leaving.headers }))
        .status,
    ).toBe(200);
    const stored = (await applications().get({ id: gone }).go()).data;
    const copyKey = (stored?.resume as { fileKey?: string } | undefined)?.fileKey ?? '';
    expect(copyKey).toMatch(/^applications\//);
    expect(await exists(copyKey)).toBe(true);

    const recordOf = async (who: typeof leaving) =>
      (
        await organisationApplicants()
          .get({ organisationId: employer.organisationId, candidateId: who.record.id })
          .go()
      ).data;
    expect((await recordOf(leaving))?.otherApplicationIds).toEqual([gone]);
    const totalApplications = async () =>
      (
        (await callApi('/employer/dashboard/stats', { headers: employer.headers })).json
          .data as EmployerDashboardStats
      ).totalApplications;
    expect(await totalApplications()).toBe(2);

    await deleteApplicationsOf(leaving.record.id);
    await deleteSavedJobsOf(leaving.record.id);
    // A redelivered event finds nothing more to do.
    await deleteApplicationsOf(leaving.record.id);
    await deleteSavedJobsOf(leaving.record.id);

    expect(await exists(copyKey)).toBe(false);
    // Total Applications stops counting the person, once however often the event came.
    expect(await totalApplications()).toBe(1);
    expect((await applications().get({ id: gone }).go()).data).toBeNull();
    // The organisation's record of the person's applications goes too; the one staying keeps theirs.
    expect(await recordOf(leaving)).toBeNull();
    expect((await recordOf(staying))?.otherApplicationIds).toEqual([kept]);
    expect((await callApi(`/applications/${gone}/notes`, { headers: employer.headers })).status).toBe(404);
    const pipeline = (await callApi(`/applications?jobId=${job.id}`, { headers: employer.headers })).json
      .data as PageOf<PipelineApplication>;
    expect(pipeline.content.map((item) => item.id)).toEqual([kept]);
    const saved = (await callApi('/candidates/saved-jobs', { headers: leaving.headers })).json
      .data as SavedJob[];
    expect(saved).toEqual([]);
  });
});
