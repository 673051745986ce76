// Boundary: the one-off rebuild of the search index (ADR 0009) against DynamoDB Local: a job whose postings
// the index lacks (as after a change of the index's shape) is found again, and a job indexed as the shape
// wants is left as it is.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../test/support/api';
import { employerWithCompany, jobBody } from '../../test/support/marketplace';
import { eventually } from '../../test/support/matching';
import { applyJobChange } from './index-writer';
import { rebuildJobSearchIndex } from './rebuild';

/** A word no other test (or the demo data) uses, so totals below are exact. */
const uniqueWord = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

describe('the search index rebuild', () => {
  it('writes the postings a job lacks, and is safe to run again', async () => {
    const employer = await employerWithCompany();
    const word = uniqueWord();
    const posted = await callApi('/jobs', {
      method: 'POST',
      headers: employer.headers,
      body: jobBody({ title: `Senior ${word} Engineer`, location: 'Hyderabad' }),
    });
    expect(posted.status).toBe(201);
    const job = posted.json.data as { id: string; version: number };
    const query = new URLSearchParams({ search: `senior ${word}`, location: 'Hyderabad' });
    const total = async () => ((await callApi(`/jobs/search?${query}`)).json.data as { total: number }).total;
    expect(await eventually(total, (n) => n === 1)).toBe(1);

    // The index as a shape without this job's postings would leave it: the version applied, nothing filed.
    await applyJobChange({ jobId: job.id, version: job.version, job: null });
    expect(await total()).toBe(0);

    const first = await rebuildJobSearchIndex();
    expect(first.applied).toBeGreaterThanOrEqual(1);
    expect(await total()).toBe(1);

    // Safe to run again: the job stays found, once.
    await rebuildJobSearchIndex();
    expect(await total()).toBe(1);
  });
});
