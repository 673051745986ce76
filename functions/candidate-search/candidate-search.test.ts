// Boundary: employers reaching candidates outside an application (search, contact, resume, the access log)
// over HTTP, against DynamoDB Local, the local S3 and the local bus.
import { describe, expect, it } from 'vitest';
import {
  type CandidateResumeLink,
  type CandidateSearchPage,
  REACH_MESSAGES,
} from '../../shared/candidates/reach';
import { APPLICANT_REFUSALS } from '../../shared/employer/access';
import type { OwnAccessLog } from '../../shared/privacy/access-log';
import { callApi } from '../../test/support/api';
import { accountOf, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob } from '../../test/support/marketplace-cast';
import { eventually, matchingCandidate, recommendationsOf, uniqueSkill } from '../../test/support/matching';
import { applicationsUsedOf, giveSubscription } from '../../test/support/subscription-term';
import { candidateOpenings } from '../model/candidate-openings';
import { setContactPreferences, setVisibility } from '../model/profile-saves';
import { handler as indexer } from './indexer';

const search = (viewer: { headers: Record<string, string> }, query: Record<string, string>) =>
  callApi(`/candidate-search?${new URLSearchParams(query)}`, { headers: viewer.headers });

const post = (viewer: { headers: Record<string, string> }, path: string) =>
  callApi(path, { method: 'POST', headers: viewer.headers });

/** A public candidate with the skill in the city, open to contact unless asked otherwise. */
async function reachableCandidate(skill: string, { open = true, location = 'Pune' } = {}) {
  const person = await matchingCandidate({ skills: [skill], location });
  if (open) await setContactPreferences(person.principal, { openToContact: true, phone: '+91 98765 43210' });
  return person;
}

/** The candidate's access log (ADR 0037) as who opened what, newest first. */
async function openedBy(person: { headers: Record<string, string> }) {
  const response = await callApi('/privacy/access-log', { headers: person.headers });
  expect(response.status).toBe(200);
  return (response.json.data as OwnAccessLog).groups.map((group) => ({
    actor: group.actor,
    organisationName: group.organisationName,
    kinds: group.entries.map((entry) => entry.kind),
  }));
}

const pageOf = (response: Awaited<ReturnType<typeof search>>) => response.json.data as CandidateSearchPage;
const idsOf = (response: Awaited<ReturnType<typeof search>>) =>
  pageOf(response).candidates.map((candidate) => candidate.id);

const foundBy = (
  employer: { headers: Record<string, string> },
  query: Record<string, string>,
  person: TestAccount,
) =>
  eventually(
    () => search(employer, query),
    (response) => response.status === 200 && idsOf(response).includes(person.record.id),
  );

describe('candidate search', () => {
  it('finds a candidate open to contact by skill and city, never one who has not allowed contact', async () => {
    const skill = uniqueSkill();
    const [open, closed, { employer }] = await Promise.all([
      reachableCandidate(skill),
      reachableCandidate(skill, { open: false }),
      employersAndAdmin(),
    ]);
    const found = await foundBy(employer, { keyword: skill, city: 'Pune' }, open);
    expect(idsOf(found)).toEqual([open.record.id]);
    expect(pageOf(found).total).toBe(1);
    // The summary carries nothing to reach the candidate by.
    const [summary] = pageOf(found).candidates;
    expect(summary).toMatchObject({ skills: [skill], location: 'Pune', availability: 'Immediate' });
    expect(JSON.stringify(summary)).not.toMatch(/@|98765/);

    expect(idsOf(await search(employer, { keyword: skill, city: 'Mumbai' }))).toEqual([]);
    expect(idsOf(await search(employer, { keyword: skill }))).not.toContain(closed.record.id);
    // Filters a summary answers: experience (3 years), notice (immediate), salary (10 to 18 L).
    expect(idsOf(await search(employer, { keyword: skill, experienceMin: '5' }))).toEqual([]);
    expect(idsOf(await search(employer, { keyword: skill, notice: '30', salaryMax: '1200000' }))).toEqual([
      open.record.id,
    ]);
    expect(idsOf(await search(employer, { keyword: skill, salaryMin: '2000000' }))).toEqual([]);
  });

  it('leaves the index when the candidate withdraws consent or makes the profile private', async () => {
    const skill = uniqueSkill();
    const [person, { employer }] = await Promise.all([reachableCandidate(skill), employersAndAdmin()]);
    await foundBy(employer, { keyword: skill }, person);
    await setContactPreferences(person.principal, { openToContact: false });
    const after = await eventually(
      () => search(employer, { keyword: skill }),
      (response) => idsOf(response).length === 0,
    );
    expect(idsOf(after)).toEqual([]);
  });

  it('answers bad searches with 400 and the reason', async () => {
    const { employer } = await employersAndAdmin();
    expect((await search(employer, {})).json.message).toBe('Enter a skill, job title or city to search.');
    expect((await search(employer, { keyword: 'java', experienceMin: '5', experienceMax: '2' })).status).toBe(
      400,
    );
    expect((await search(employer, { keyword: 'java', notice: 'soon' })).status).toBe(422);
  });

  it('keeps the consent switch to public profiles', async () => {
    const person = await accountOf('USER');
    const refused = await callApi('/profile/contact-preferences', {
      method: 'PUT',
      headers: person.headers,
      body: { openToContact: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(REACH_MESSAGES.contactNeedsPublic);
    await setVisibility(person.principal, true);
    const badPhone = await callApi('/profile/contact-preferences', {
      method: 'PUT',
      headers: person.headers,
      body: { openToContact: true, phone: 'call me' },
    });
    expect(badPhone.status).toBe(422);
    expect(badPhone.json.message).toBe(REACH_MESSAGES.phoneInvalid);
  });
});

describe('opening a candidate', () => {
  it('lets a platform admin read a consenting candidate, counting nothing and logging the read', async () => {
    const [person, { admin }] = await Promise.all([reachableCandidate(uniqueSkill()), employersAndAdmin()]);
    const contact = await post(admin, `/candidates/${person.record.id}/contact`);
    expect(contact.status).toBe(200);
    const { data: openings } = await candidateOpenings()
      .query.byCandidate({ candidateId: person.record.id })
      .go();
    expect(openings).toEqual([]);
    expect(await openedBy(person)).toEqual([{ actor: 'admin', organisationName: null, kinds: ['contact'] }]);
  });

  it('answers 403 to every employer for a candidate who has not allowed contact, whatever the plan', async () => {
    const [person, { employer, other }] = await Promise.all([
      reachableCandidate(uniqueSkill(), { open: false }),
      employersAndAdmin(),
    ]);
    await giveSubscription(employer.organisationId, { plan: 'ENTERPRISE', applicationLimit: -1 });
    for (const viewer of [employer, other]) {
      for (const path of [
        `/candidates/${person.record.id}/contact`,
        `/candidates/${person.record.id}/resume`,
      ]) {
        expect((await post(viewer, path)).status, path).toBe(403);
      }
    }
  });

  it('counts an IT candidate once per organisation: contact and resume, again and again, use one', async () => {
    const [person, { employer, other }] = await Promise.all([
      reachableCandidate(uniqueSkill()),
      employersAndAdmin(),
    ]);
    const term = await giveSubscription(employer.organisationId, {
      applicationLimit: 5,
      applicationsUsed: 2,
    });
    // Reading the profile is free: open to contact is reason enough, and the read is recorded, not counted.
    expect((await callApi(`/candidates/${person.record.id}`, { headers: employer.headers })).status).toBe(
      200,
    );
    expect(await applicationsUsedOf(employer.organisationId, term.id)).toBe(2);

    const contact = await post(employer, `/candidates/${person.record.id}/contact`);
    expect(contact.status).toBe(200);
    expect(contact.json.data).toEqual({ email: person.record.email, phone: '+91 98765 43210' });
    expect(await applicationsUsedOf(employer.organisationId, term.id)).toBe(3);

    const resume = await post(employer, `/candidates/${person.record.id}/resume`);
    expect(resume.status).toBe(200);
    const link = resume.json.data as CandidateResumeLink;
    expect(link.fileName).toBe('Kavya-Menon-Resume.pdf');
    expect((await fetch(link.url)).status).toBe(200);
    await post(employer, `/candidates/${person.record.id}/contact`);
    expect(await applicationsUsedOf(employer.organisationId, term.id)).toBe(3);

    // Another organisation without a plan is asked to subscribe; its refusal is not an opening.
    const refused = await post(other, `/candidates/${person.record.id}/contact`);
    expect(refused.status).toBe(402);
    expect(refused.json.code).toBe('IT_SUBSCRIPTION_REQUIRED');

    expect(await openedBy(person)).toEqual([
      {
        actor: 'employer',
        organisationName: employer.companyName,
        kinds: ['contact', 'resume', 'contact', 'profile'],
      },
    ]);
  });

  it('opens a candidate matched with a non-IT job of the organisation without a plan, counting nothing', async () => {
    const skill = uniqueSkill();
    const [person, { employer, other }] = await Promise.all([reachableCandidate(skill), employersAndAdmin()]);
    const job = await postJob(employer, { skills: [skill], category: 'NON_IT' });
    await eventually(
      () => recommendationsOf(person),
      (page) => page.matches.some((match) => match.job.id === job.id),
    );
    expect((await post(employer, `/candidates/${person.record.id}/contact`)).status).toBe(200);
    // To an organisation whose jobs they do not match the same candidate is IT: the plan decides.
    expect((await post(other, `/candidates/${person.record.id}/contact`)).status).toBe(402);
    expect((await openedBy(person)).map((group) => group.organisationName)).toEqual([employer.companyName]);
  });

  it('shows the upgrade prompt past the limit and opens without limit on enterprise', async () => {
    const [person, { employer, other }] = await Promise.all([
      reachableCandidate(uniqueSkill()),
      employersAndAdmin(),
    ]);
    await giveSubscription(employer.organisationId, { applicationLimit: 3, applicationsUsed: 3 });
    const locked = await post(employer, `/candidates/${person.record.id}/resume`);
    expect(locked.status).toBe(402);
    expect(locked.json).toMatchObject({ code: 'IT_LOCKED', message: APPLICANT_REFUSALS.IT_LOCKED });

    const term = await giveSubscription(other.organisationId, { plan: 'ENTERPRISE', applicationLimit: -1 });
    expect((await post(other, `/candidates/${person.record.id}/contact`)).status).toBe(200);
    expect(await applicationsUsedOf(other.organisationId, term.id)).toBe(1);
  });

  it("removes a deleted account's openings and postings", async () => {
    const skill = uniqueSkill();
    const [person, { employer }] = await Promise.all([reachableCandidate(skill), employersAndAdmin()]);
    await giveSubscription(employer.organisationId);
    await foundBy(employer, { keyword: skill }, person);
    expect((await post(employer, `/candidates/${person.record.id}/contact`)).status).toBe(200);

    await (indexer as unknown as (event: unknown, context: unknown) => Promise<void>)(
      { 'detail-type': 'Account Deleted', detail: { userId: person.record.id } },
      {},
    );
    const { data } = await candidateOpenings().query.byCandidate({ candidateId: person.record.id }).go();
    expect(data).toEqual([]);
    expect(idsOf(await search(employer, { keyword: skill }))).toEqual([]);
    // The term's count follows its postings: the page plan reads it as the total.
    expect(pageOf(await search(employer, { keyword: skill })).total).toBe(0);
  });
});
