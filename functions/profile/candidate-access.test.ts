// Boundary: who may read a candidate's profile (GET /candidates/{id}) over HTTP, against DynamoDB Local,
// the local bus (matching) and the applications API.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../test/support/api';
import { accountOf, candidate } from '../../test/support/marketplace';
import { employersAndAdmin, postJob } from '../../test/support/marketplace-cast';
import { eventually, matchingCandidate, recommendationsOf, uniqueSkill } from '../../test/support/matching';
import { roundTripsOf } from '../../test/support/round-trips';
import { organisationOf } from '../organisations/service';
import { readCandidate } from './candidate-access';
import { setVisibility } from './service';

const read = (viewer: { headers: Record<string, string> }, candidateId: string) =>
  callApi(`/candidates/${candidateId}`, { headers: viewer.headers });

const publicCandidate = async () => {
  const person = await candidate();
  await setVisibility(person.principal, true);
  return person;
};

describe('reading a candidate profile', () => {
  it('refuses a pending employer, even for a public profile', async () => {
    const [person, pending] = await Promise.all([publicCandidate(), accountOf('EMPLOYER', 'pending')]);
    const response = await read(pending, person.record.id);
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('Profile not found.');
  });

  it('refuses an approved employer without a reason: no application, no match', async () => {
    const [person, { employer }] = await Promise.all([publicCandidate(), employersAndAdmin()]);
    expect((await read(employer, person.record.id)).status).toBe(404);
  });

  it("shows an applicant's profile, public or not, to the organisation applied to and nobody else", async () => {
    const [person, { employer, other }] = await Promise.all([candidate(), employersAndAdmin()]);
    // A non-IT job: an IT applicant's profile needs the subscription (applications/it-access.test.ts).
    const job = await postJob(employer, { category: 'NON_IT' });
    const applied = await callApi('/applications', {
      method: 'POST',
      headers: person.headers,
      body: { jobId: job.id },
    });
    expect(applied.status).toBe(201);

    const seen = await read(employer, person.record.id);
    expect(seen.status).toBe(200);
    expect(seen.json.data).toMatchObject({ userId: person.record.id, isOwn: false, isPublic: false });
    expect((await read(other, person.record.id)).status).toBe(404);
  });

  it('shows a public profile to the organisation whose job it matches, and not once it is private', async () => {
    const skill = uniqueSkill();
    const [seeker, { employer, other }] = await Promise.all([
      matchingCandidate({ skills: [skill] }),
      employersAndAdmin(),
    ]);
    const job = await postJob(employer, { skills: [skill] });
    await eventually(
      () => recommendationsOf(seeker),
      (page) => page.matches.some((match) => match.job.id === job.id),
    );

    expect((await read(employer, seeker.record.id)).status).toBe(200);
    expect((await read(other, seeker.record.id)).status).toBe(404);
    await setVisibility(seeker.principal, false);
    expect((await read(employer, seeker.record.id)).status).toBe(404);
  });

  it('refuses a candidate reading another candidate, and lets an admin read any', async () => {
    const [person, privatePerson, reader, admin] = await Promise.all([
      publicCandidate(),
      candidate(false),
      candidate(false),
      accountOf('ADMIN'),
    ]);
    expect((await read(reader, person.record.id)).status).toBe(404);
    expect((await read(admin, person.record.id)).status).toBe(200);
    expect((await read(admin, privatePerson.record.id)).status).toBe(200);
  });

  it("decides an employer's reading in two rounds of reads, then counts the view", async () => {
    const [person, { employer }] = await Promise.all([candidate(), employersAndAdmin()]);
    const job = await postJob(employer, { category: 'NON_IT' });
    await callApi('/applications', { method: 'POST', headers: person.headers, body: { jobId: job.id } });
    // As authenticate makes an employer's principal: the membership read with the account.
    const principal = { ...employer.principal, membership: await organisationOf(employer.record.id) };
    const { rounds } = await roundTripsOf(() => readCandidate(principal, person.record.id));
    expect(rounds).toBeLessThanOrEqual(3);
  });
});
