import type { Application, Job } from '../../shared/jobs/types';
import { callApi } from './api';
import { accountOf, candidate, employerWithCompany, jobBody, type TestAccount } from './marketplace';

/** An approved employer who owns an organisation and its company (see employerWithCompany). */
export type TestEmployer = Awaited<ReturnType<typeof employerWithCompany>>;

/**
 * The cast most marketplace tests start from: an employer who acts, an employer of another organisation
 * (whose objects the first must not touch) and an admin. Candidates come per test from `candidate()`.
 */
export async function employersAndAdmin(): Promise<{
  employer: TestEmployer;
  other: TestEmployer;
  admin: TestAccount;
}> {
  const [employer, other, admin] = await Promise.all([
    employerWithCompany(),
    employerWithCompany(),
    accountOf('ADMIN'),
  ]);
  return { employer, other, admin };
}

/** Posts a valid job (jobBody with the overrides) over HTTP as the employer; throws unless it was created. */
export async function postJob(employer: TestEmployer, overrides: Parameters<typeof jobBody>[0] = {}) {
  const response = await callApi('/jobs', {
    method: 'POST',
    headers: employer.headers,
    body: jobBody(overrides),
  });
  if (response.status !== 201) throw new Error(`Posting a job answered ${response.status}`);
  return response.json.data as Job;
}

/** A new candidate, with a resume on file, who applies to the job. */
export async function newApplicant(jobId: string) {
  const person = await candidate();
  const response = await callApi('/applications', {
    method: 'POST',
    headers: person.headers,
    body: { jobId },
  });
  if (response.status !== 201) throw new Error(`Applying answered ${response.status}`);
  return { person, application: response.json.data as Application };
}
