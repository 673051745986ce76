// Boundary: the never-pay guard on POST /jobs and PUT /jobs/{id} through the local API host -> DynamoDB Local.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../shared/jobs/types';
import { callApi } from '../../test/support/api';
import { jobBody } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { findJob } from '../model/job-reads';

const SCAM =
  'Work from home data entry. Selected candidates pay a refundable security deposit of ₹2,000 by UPI.';
const refusal =
  'Jobs on Jobmatch may not ask candidates for money or documents up front: “refundable security deposit” asks candidates to pay a fee or a deposit. Remove it to post this job.';

describe('the never-pay guard', () => {
  let employer: TestEmployer;

  beforeAll(async () => {
    ({ employer } = await employersAndAdmin());
  });

  it('refuses a post that asks for a deposit with a 422 naming the rule, and stores nothing', async () => {
    const title = `Data Entry Operator ${Date.now()}`;
    const response = await callApi('/jobs', {
      method: 'POST',
      headers: employer.headers,
      body: jobBody({ title, description: SCAM }),
    });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe(refusal);
    expect((response.json.details as { fieldErrors: Record<string, string> }).fieldErrors.description).toBe(
      refusal,
    );
    const mine = await callApi(`/jobs/company/${employer.companyId}?size=100`, { headers: employer.headers });
    expect(JSON.stringify(mine.json)).not.toContain(title);
  });

  it('refuses an edit that adds such a demand, and the job stays as it was', async () => {
    const job = await postJob(employer, { title: 'Accounts Assistant' });
    const response = await callApi(`/jobs/${job.id}`, {
      method: 'PUT',
      headers: employer.headers,
      body: jobBody({
        title: 'Accounts Assistant',
        benefits: 'Send your Aadhaar card on WhatsApp for the interview',
      }),
    });
    expect(response.status).toBe(422);
    expect(response.json.message).toMatch(
      /“Send your Aadhaar card” asks for Aadhaar or PAN before anyone has met the candidate/,
    );
    const stored = await findJob(job.id);
    expect(stored?.benefits).toBe((job as Job).benefits ?? undefined);
    expect(stored?.version).toBe(1);
  });
});
