// Boundary: the person's own data over HTTP (POST /privacy/export, GET /privacy/access-log, GET
// /admin/access-log) and the background export's worker, against DynamoDB Local, the local S3, SES and bus.
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { AuditAccessLog, OwnAccessLog } from '../../shared/privacy/access-log';
import {
  type DataExport,
  type DataExportAnswer,
  EXPORT_INLINE_LIMITS,
} from '../../shared/privacy/data-export';
import { callApi, waitForMail } from '../../test/support/api';
import { accountOf, candidate, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, newApplicant, postJob } from '../../test/support/marketplace-cast';
import { roundTripsOf } from '../../test/support/round-trips';
import { accessLog } from '../model/access-log';
import { setContactPreferences, setVisibility } from '../model/profile-saves';
import { deliverDataExport } from './export-delivery';
import { requestDataExport } from './export-request';

const schema = createRequire(import.meta.url)('@jsonresume/schema/schema.json');
const ajv = new Ajv({ strict: false });
addFormats(ajv);
const validResume = ajv.compile(schema);

const exportOf = (person: { headers: Record<string, string> }) =>
  callApi('/privacy/export', { method: 'POST', headers: person.headers });
const ownLog = async (person: { headers: Record<string, string> }) =>
  (await callApi('/privacy/access-log', { headers: person.headers })).json.data as OwnAccessLog;

/** A candidate an employer may reach outside an application (public, open to contact, a resume on file). */
async function reachable(): Promise<TestAccount> {
  const person = await candidate();
  await setVisibility(person.principal, true);
  await setContactPreferences(person.principal, { openToContact: true, phone: '+91 98765 43210' });
  return person;
}

describe('download my data', () => {
  it("holds each section of the person's data, a valid JSON Resume and nothing of anyone else", async () => {
    const { employer } = await employersAndAdmin();
    const job = await postJob(employer);
    const [{ person, application }, { person: stranger }] = await Promise.all([
      newApplicant(job.id),
      newApplicant(job.id),
    ]);
    for (const someone of [person, stranger]) {
      await setVisibility(someone.principal, true);
      await setContactPreferences(someone.principal, { openToContact: true, phone: '+91 98765 43210' });
    }
    const other = await postJob(employer, { title: 'Data engineer' });
    expect(
      (await callApi(`/candidates/saved-jobs/${other.id}`, { method: 'POST', headers: person.headers }))
        .status,
    ).toBeLessThan(300);
    const alert = await callApi('/job-alerts', {
      method: 'POST',
      headers: person.headers,
      body: { search: { search: 'data engineer', location: 'Pune' }, frequency: 'daily' },
    });
    expect(alert.status).toBe(201);
    await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: person.headers,
      body: { jobAlerts: 'off' },
    });
    const moved = await callApi(`/applications/${application.id}`, {
      method: 'PUT',
      headers: employer.headers,
      body: { status: 'shortlisted' },
    });
    expect(moved.status).toBe(200);
    expect((await callApi(`/candidates/${person.record.id}`, { headers: employer.headers })).status).toBe(
      200,
    );
    expect((await callApi(`/candidates/${stranger.record.id}`, { headers: employer.headers })).status).toBe(
      200,
    );

    const response = await exportOf(person);
    expect(response.status).toBe(200);
    const answer = response.json.data as DataExportAnswer;
    if (answer.delivery !== 'download') throw new Error('expected the file itself');
    expect(answer.fileName).toMatch(/^jobmatch-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data: DataExport = answer.data;
    expect(data.account).toMatchObject({ id: person.record.id, email: person.record.email, role: 'USER' });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.account).not.toHaveProperty('sessionVersion');
    expect(data.profile).toMatchObject({ userId: person.record.id, phone: '+91 98765 43210' });
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: application.id,
        status: 'shortlisted',
        job: expect.objectContaining({ id: job.id }),
        history: [{ from: 'applied', to: 'shortlisted', at: expect.any(String) }],
      }),
    ]);
    expect(JSON.stringify(data.applications)).not.toContain(employer.record.id);
    expect(data.savedJobs).toEqual([expect.objectContaining({ jobId: other.id, title: 'Data engineer' })]);
    expect(data.notificationPreferences).toEqual({ jobAlerts: 'off' });
    expect(data.jobAlerts).toEqual([
      {
        name: 'data engineer jobs in Pune',
        search: { search: 'data engineer', location: 'Pune' },
        frequency: 'daily',
        paused: false,
        createdAt: expect.any(String),
      },
    ]);
    // Each change the person made is there with its notice version and channel (sign-up's own record
    // comes with the sign-up form, which this test's account did not go through).
    expect(data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'jobAlerts', given: false, channel: 'email-choices' }),
        expect.objectContaining({ purpose: 'recruiterContact', given: true, channel: 'profile' }),
      ]),
    );
    expect(JSON.stringify(data.consents)).not.toContain(stranger.record.id);
    expect(data.accessLog).toEqual([
      { at: expect.any(String), kind: 'profile', actor: 'employer', organisationName: employer.companyName },
    ]);
    expect(data.employer).toBeNull();
    expect(validResume(data.jsonResume), JSON.stringify(validResume.errors)).toBe(true);
    expect(data.jsonResume?.basics).toMatchObject({ email: person.record.email, phone: '+91 98765 43210' });

    const text = JSON.stringify(data);
    expect(text).not.toContain(stranger.record.id);
    expect(text).not.toContain(stranger.record.email);
    expect(text).not.toContain(employer.record.id);

    // The size check (keys only), every section side by side, then the organisations' names.
    const { rounds } = await roundTripsOf(() => requestDataExport(person.principal));
    // At most: sections that find nothing to name skip the last round.
    expect(rounds).toBeLessThanOrEqual(3);
  });

  it("gives an employer their own side and no candidate's data", async () => {
    const { employer } = await employersAndAdmin();
    const job = await postJob(employer);
    const { person } = await newApplicant(job.id);
    const answer = (await exportOf(employer)).json.data as DataExportAnswer;
    if (answer.delivery !== 'download') throw new Error('expected the file itself');
    expect(answer.data).toMatchObject({
      account: { id: employer.record.id, role: 'EMPLOYER' },
      profile: null,
      jsonResume: null,
      applications: [],
      employer: {
        membership: { organisationId: employer.organisationId, status: 'active' },
        organisation: { id: employer.organisationId, name: employer.companyName },
      },
    });
    expect(JSON.stringify(answer.data)).not.toContain(person.record.email);
  });

  it('prepares a large account in the background and mails one short-lived link, once per request', async () => {
    const person = await candidate();
    const now = Date.now();
    // More access-log entries than the inline limit: the one list of this account that is large.
    await accessLog()
      .put(
        Array.from({ length: EXPORT_INLINE_LIMITS.accessLog + 1 }, (_, index) => ({
          personId: person.record.id,
          at: new Date(now - index * 60_000).toISOString(),
          entryId: `e${index}`,
          day: '2026-01-01',
          kind: 'profile' as const,
          actor: 'employer' as const,
          actorId: 'someone',
          expiresAt: Math.floor(now / 1000) + 86_400,
        })),
      )
      .go();
    const response = await exportOf(person);
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({ delivery: 'mailed', email: person.record.email });

    const [mail] = await waitForMail(person.record.email, 1, 20_000);
    expect(mail?.subject).toBe('Your Jobmatch data is ready to download');
    expect(mail?.body.text).toContain('Hello Test,');
    const link = /https?:\/\/\S+incoming\/exports\/\S+/.exec(mail?.body.text ?? '')?.[0];
    expect(link).toBeDefined();
    const file = await fetch(link as string);
    expect(file.status).toBe(200);
    const data = (await file.json()) as DataExport;
    expect(data.account.id).toBe(person.record.id);
    expect(data.accessLog).toHaveLength(EXPORT_INLINE_LIMITS.accessLog + 1);

    // A redelivered event finds its request claimed: one mail per request.
    const detail = { accountId: person.record.id, requestId: `again-${now}` };
    await deliverDataExport(detail);
    await deliverDataExport(detail);
    expect(await waitForMail(person.record.email, 3, 1_500)).toHaveLength(2);
  });
});

describe('the access log', () => {
  it('records each kind of opening by an employer and shows the person the organisation, not the member', async () => {
    const [person, { employer, other, admin }] = await Promise.all([reachable(), employersAndAdmin()]);
    expect((await callApi(`/candidates/${person.record.id}`, { headers: employer.headers })).status).toBe(
      200,
    );
    // Refused (an IT candidate, no plan): no opening, no entry.
    for (const viewer of [employer, other]) {
      const refused = await callApi(`/candidates/${person.record.id}/contact`, {
        method: 'POST',
        headers: viewer.headers,
      });
      expect(refused.status).toBe(402);
    }
    expect((await callApi(`/candidates/${person.record.id}`, { headers: admin.headers })).status).toBe(200);

    const log = await ownLog(person);
    expect(
      log.groups.map((group) => [group.organisationName, group.actor, group.entries.map((e) => e.kind)]),
    ).toEqual([
      [null, 'admin', ['profile']],
      [employer.companyName, 'employer', ['profile']],
    ]);
    expect(JSON.stringify(log)).not.toContain(employer.record.id);
    expect(JSON.stringify(log)).not.toContain(admin.record.id);

    // Nobody else sees it: the employer's own log is their own (empty), another candidate's too.
    expect((await ownLog(employer)).groups).toEqual([]);
    expect((await ownLog(await accountOf('USER'))).groups).toEqual([]);
  });

  it("logs an opened contact, resume and an application's resume, each once per opening", async () => {
    const [person, { employer }] = await Promise.all([reachable(), employersAndAdmin()]);
    const { giveSubscription } = await import('../../test/support/subscription-term');
    await giveSubscription(employer.organisationId, { plan: 'ENTERPRISE', applicationLimit: -1 });
    const job = await postJob(employer);
    const applied = await callApi('/applications', {
      method: 'POST',
      headers: person.headers,
      body: { jobId: job.id },
    });
    expect(applied.status).toBe(201);
    const applicationId = (applied.json.data as { id: string }).id;
    for (const [path, method] of [
      [`/candidates/${person.record.id}/contact`, 'POST'],
      [`/candidates/${person.record.id}/resume`, 'POST'],
      [`/candidates/${person.record.id}/resume`, 'POST'],
      [`/applications/${applicationId}/resume`, 'GET'],
    ] as const) {
      expect((await callApi(path, { method, headers: employer.headers })).status, path).toBe(200);
    }
    const [group] = (await ownLog(person)).groups;
    expect(group?.organisationName).toBe(employer.companyName);
    expect(group?.entries.map((entry) => entry.kind).sort()).toEqual([
      'applicantResume',
      'contact',
      'resume',
      'resume',
    ]);
  });

  it("lets admins audit a person's log (itself logged) or a day's, and nobody else", async () => {
    const [person, { employer, admin }] = await Promise.all([reachable(), employersAndAdmin()]);
    await callApi(`/candidates/${person.record.id}`, { headers: employer.headers });
    const audit = await callApi(`/admin/access-log?email=${encodeURIComponent(person.record.email)}`, {
      headers: admin.headers,
    });
    expect(audit.status).toBe(200);
    const view = audit.json.data as AuditAccessLog;
    expect(view.person).toMatchObject({ id: person.record.id, email: person.record.email });
    // The audit's own entry is written beside this read, so it may or may not be among what it read.
    expect(view.entries.filter((entry) => entry.kind !== 'accessLog')).toEqual([
      expect.objectContaining({
        kind: 'profile',
        actor: 'employer',
        actorId: employer.record.id,
        organisationId: employer.organisationId,
        organisationName: employer.companyName,
        personId: person.record.id,
      }),
    ]);
    // The audit read is itself entered in the person's log.
    expect((await ownLog(person)).groups[0]).toMatchObject({
      actor: 'admin',
      entries: [{ kind: 'accessLog' }],
    });

    const day = (await callApi('/admin/access-log', { headers: admin.headers })).json.data as AuditAccessLog;
    expect(day.entries.some((entry) => entry.personId === person.record.id)).toBe(true);
    expect((await callApi('/admin/access-log?day=yesterday', { headers: admin.headers })).status).toBe(400);

    for (const viewer of [employer, person]) {
      const refused = await callApi(`/admin/access-log?email=${encodeURIComponent(person.record.email)}`, {
        headers: viewer.headers,
      });
      expect(refused.status).toBe(403);
    }
    expect((await callApi('/privacy/access-log')).status).toBe(401);
    expect((await callApi('/privacy/export', { method: 'POST' })).status).toBe(401);
  });
});
