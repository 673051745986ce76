// Boundary: who may read a candidate's profile (GET /candidates/{id}) over HTTP, against DynamoDB Local,
// the local bus (matching) and the applications API.
import { describe, expect, it } from 'vitest';
import { UNLIMITED } from '../../shared/subscriptions/plans';
import { callApi } from '../../test/support/api';
import { accountOf, candidate, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { eventually, matchingCandidate, recommendationsOf, uniqueSkill } from '../../test/support/matching';
import { roundTripsOf } from '../../test/support/round-trips';
import { giveSubscription } from '../../test/support/subscription-term';
import { organisationApplicants } from '../model/applications';
import { organisationOf } from '../model/organisation-members';
import { setVisibility } from '../model/profile-saves';
import { readCandidate } from './candidate-access';

const read = (viewer: { headers: Record<string, string> }, candidateId: string) =>
  callApi(`/candidates/${candidateId}`, { headers: viewer.headers });

/**
 * Sends of one reading as the handler makes it after authenticate (the membership read with the account);
 * each counts the access log's entry, sent beside the profile view's transaction (ADR 0037).
 */
const sendsOf = async (employer: TestEmployer, candidateId: string) => {
  const principal = { ...employer.principal, membership: await organisationOf(employer.record.id) };
  return (await roundTripsOf(() => readCandidate(principal, candidateId))).requests;
};

const applyTo = async (person: TestAccount, jobId: string) => {
  const applied = await callApi('/applications', {
    method: 'POST',
    headers: person.headers,
    body: { jobId },
  });
  expect(applied.status).toBe(201);
  return applied.json.data as { id: string };
};

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

  it("decides an applicant's reading from the organisation's record read with the profile: one read, then the view", async () => {
    const [person, { employer }] = await Promise.all([candidate(), employersAndAdmin()]);
    const job = await postJob(employer, { category: 'NON_IT' });
    const application = await applyTo(person, job.id);
    // The apply transaction kept the record, by the category the application was made with.
    const { data: record } = await organisationApplicants()
      .get({ organisationId: employer.organisationId, candidateId: person.record.id })
      .go();
    expect(record?.otherApplicationIds).toEqual([application.id]);
    expect(record?.itApplicationIds).toBeUndefined();
    // One BatchGet (organisation, account, profile, record), then the profile view's transaction and the
    // access log's entry side by side (ADR 0037).
    expect(await sendsOf(employer, person.record.id)).toBe(3);
  });

  it('decides a matched public profile with one query after the batch, then counts the view', async () => {
    const skill = uniqueSkill();
    const [seeker, { employer }] = await Promise.all([
      matchingCandidate({ skills: [skill] }),
      employersAndAdmin(),
    ]);
    const job = await postJob(employer, { skills: [skill] });
    await eventually(
      () => recommendationsOf(seeker),
      (page) => page.matches.some((match) => match.job.id === job.id),
    );
    expect(await sendsOf(employer, seeker.record.id)).toBe(4);
  });

  it('still shows the profile of an applicant whose applications were made before the record was kept', async () => {
    const [person, { employer, other }] = await Promise.all([candidate(), employersAndAdmin()]);
    const job = await postJob(employer, { category: 'NON_IT' });
    await applyTo(person, job.id);
    // As an application made before the record was kept leaves it: none.
    await organisationApplicants()
      .delete({ organisationId: employer.organisationId, candidateId: person.record.id })
      .go();
    expect((await read(employer, person.record.id)).status).toBe(200);
    expect((await read(other, person.record.id)).status).toBe(404);
    // The batch, the candidate's applications (a private profile has no match to ask), the view.
    expect(await sendsOf(employer, person.record.id)).toBe(4);
  });

  it("opens an IT applicant's profile by the record only as the IT rule sees the application", async () => {
    const [person, { employer }] = await Promise.all([candidate(), employersAndAdmin()]);
    const job = await postJob(employer, { category: 'IT' });
    const application = await applyTo(person, job.id);
    const { data: record } = await organisationApplicants()
      .get({ organisationId: employer.organisationId, candidateId: person.record.id })
      .go();
    expect(record?.itApplicationIds).toEqual([application.id]);

    // No subscription: the record shows no reason, nor do the applications behind it.
    expect((await read(employer, person.record.id)).status).toBe(404);
    // A limited subscription sees it in full once opened, which the record's batch is followed by.
    await giveSubscription(employer.organisationId, { applicationLimit: 5 });
    expect((await read(employer, person.record.id)).status).toBe(404);
    const opened = await callApi(`/applications/${application.id}/open`, {
      method: 'POST',
      headers: employer.headers,
    });
    expect(opened.status).toBe(200);
    expect((await read(employer, person.record.id)).status).toBe(200);
    expect(await sendsOf(employer, person.record.id)).toBe(4);
    // Unlimited: the term on the organisation item decides with the record.
    await giveSubscription(employer.organisationId, { plan: 'ENTERPRISE', applicationLimit: UNLIMITED });
    expect(await sendsOf(employer, person.record.id)).toBe(3);
    // An ended subscription closes it again.
    await giveSubscription(employer.organisationId, {
      applicationLimit: UNLIMITED,
      startDate: new Date(Date.now() - 40 * 86_400_000),
      endDate: new Date(Date.now() - 86_400_000),
    });
    expect((await read(employer, person.record.id)).status).toBe(404);
  });
});
