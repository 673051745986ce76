// Boundary: an application's notes over HTTP through the local API host -> DynamoDB Local, and the
// reads they cost (ADR 0017): the notes' list is read by key with the application.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationNote } from '../../shared/employer/types';
import type { Application } from '../../shared/jobs/types';
import { callApi } from '../../test/support/api';
import { candidate, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { roundTripsOf } from '../../test/support/round-trips';
import { applicationNoteLists, applicationNotes, NOTES_LISTED_AT_MOST } from '../model/applications';
import { memberships } from '../model/memberships';
import type { Principal } from '../platform/auth/principal';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { deleteApplicationsOf } from './cleanup';
import { listNotes } from './notes';

const applyTo = async (who: TestAccount, jobId: string) => {
  const response = await callApi('/applications', { method: 'POST', headers: who.headers, body: { jobId } });
  expect(response.status).toBe(201);
  return response.json.data as Application;
};
const write = async (employer: TestAccount, id: string, text: string) => {
  const response = await callApi(`/applications/${id}/notes`, {
    method: 'POST',
    headers: employer.headers,
    body: { text },
  });
  expect(response.status).toBe(201);
  return response.json.data as ApplicationNote;
};
const textsOf = async (employer: TestAccount, id: string) => {
  const response = await callApi(`/applications/${id}/notes`, { headers: employer.headers });
  expect(response.status).toBe(200);
  return (response.json.data as ApplicationNote[]).map((note) => note.text);
};

/** The employer as a request sees them: the membership read with the account, as authenticate does. */
async function signedIn(employer: TestEmployer): Promise<Principal> {
  const { data: membership } = await memberships().get({ userId: employer.record.id }).go();
  return { ...employer.principal, membership: membership ?? null };
}

/** The reads of GET /applications/{id}/notes after the account's (sends, each a round trip). */
async function sendsOfList(employer: TestEmployer, id: string) {
  const principal = await signedIn(employer);
  return (await roundTripsOf(() => listNotes(principal, id))).requests;
}

let setting: Awaited<ReturnType<typeof employersAndAdmin>> & { jobId: string; itJobId: string };
beforeAll(async () => {
  const cast = await employersAndAdmin();
  const [job, itJob] = await Promise.all([
    postJob(cast.employer, { category: 'NON_IT' }),
    postJob(cast.employer, { category: 'IT' }),
  ]);
  setting = { ...cast, jobId: job.id, itJobId: itJob.id };
});

describe("an application's notes (ADR 0017)", () => {
  it('are read with the application in one batch, empty or not, in the order written', async () => {
    const { employer, jobId } = setting;
    const { id } = await applyTo(await candidate(), jobId);
    expect(await sendsOfList(employer, id)).toBe(1);
    expect(await textsOf(employer, id)).toEqual([]);
    await write(employer, id, 'Strong portfolio');
    await Promise.all([write(employer, id, 'Call on Monday'), write(employer, id, 'Asked for references')]);
    const texts = await textsOf(employer, id);
    expect(texts[0]).toBe('Strong portfolio');
    expect([...texts.slice(1)].sort()).toEqual(['Asked for references', 'Call on Monday']);
    expect(await sendsOfList(employer, id)).toBe(1);
    // Nothing was kept as a note of its own.
    expect((await applicationNotes().query.byApplication({ applicationId: id }).go()).data).toEqual([]);
  });

  it("are not another organisation's to read, and follow the IT rule though the list is read", async () => {
    const { employer, other, jobId, itJobId } = setting;
    const { id } = await applyTo(await candidate(), jobId);
    await write(employer, id, 'Private to us');
    const outsider = await callApi(`/applications/${id}/notes`, { headers: other.headers });
    expect(outsider.status).toBe(404);
    expect(outsider.text).not.toContain('Private to us');
    const it = await applyTo(await candidate(), itJobId);
    const refused = await callApi(`/applications/${it.id}/notes`, { headers: employer.headers });
    expect([refused.status, refused.json.code]).toEqual([402, 'IT_SUBSCRIPTION_REQUIRED']);
  });

  it('of an application made before lists were kept are its notes of their own, as before', async () => {
    const { employer, jobId } = setting;
    const { id } = await applyTo(await candidate(), jobId);
    await applicationNoteLists().delete({ applicationId: id }).go();
    await write(employer, id, 'First');
    await write(employer, id, 'Second');
    expect(await textsOf(employer, id)).toEqual(['First', 'Second']);
    expect((await applicationNotes().query.byApplication({ applicationId: id }).go()).data).toHaveLength(2);
    expect(await sendsOfList(employer, id)).toBe(2);
  });

  it('past a full list are kept on their own, and read with the list', async () => {
    const { employer, jobId } = setting;
    const { id } = await applyTo(await candidate(), jobId);
    await write(employer, id, 'Listed');
    // Fill the list to its size with notes written earlier.
    const key = applicationNoteLists().get({ applicationId: id }).params().Key;
    const filler = Array.from({ length: NOTES_LISTED_AT_MOST - 1 }, (_, index) => ({
      applicationId: id,
      id: `00000000${String(index).padStart(2, '0')}`,
      text: `Earlier ${index}`,
      authorId: 'someone',
      authorName: 'Someone',
      createdAt: new Date(0).toISOString(),
    }));
    await dynamoClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'SET notes = list_append(:filler, notes)',
        ExpressionAttributeValues: { ':filler': filler },
      }),
    );
    await write(employer, id, 'Past the list');
    const { data: list } = await applicationNoteLists().get({ applicationId: id }).go();
    expect(list?.spilled).toBe(true);
    expect(list?.notes).toHaveLength(NOTES_LISTED_AT_MOST);
    const texts = await textsOf(employer, id);
    expect(texts).toHaveLength(NOTES_LISTED_AT_MOST + 1);
    expect(texts.slice(-2)).toEqual(['Listed', 'Past the list']);
    expect(await sendsOfList(employer, id)).toBe(2);
  });

  it("go with the candidate's account, list and all", async () => {
    const { employer, jobId } = setting;
    const person = await candidate();
    const { id } = await applyTo(person, jobId);
    await write(employer, id, 'Gone soon');
    await deleteApplicationsOf(person.record.id);
    expect((await applicationNoteLists().get({ applicationId: id }).go()).data).toBeNull();
  });
});
