// Boundary: the employer workspace (dashboard stats, pipeline, applicant profile and resume, notes, profile
// views, status mails) through the local API host -> DynamoDB Local, s3rver and the SES stand-in.
import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationNote,
  EmployerDashboardStats,
  PipelineApplication,
  ResumeDownload,
} from '../../shared/employer/types';
import type { Application, Job, PageOf } from '../../shared/jobs/types';
import type { Profile } from '../../shared/profile/profile';
import { callApi, waitForMail } from '../../test/support/api';
import {
  accountOf,
  candidate,
  employerWithCompany,
  jobBody,
  RESUME_BYTES,
  type TestAccount,
} from '../../test/support/marketplace';
import { roundTripsOf } from '../../test/support/round-trips';
import { apply, listApplications } from '../applications/service';
import { notifyApplicationSubmitted, notifyStatusChange } from '../applications/status-mail';
import { applications } from '../model/applications';
import type { ApplicationStatusChangedDetail, ApplicationSubmittedDetail } from '../model/events';
import { jobs } from '../model/jobs';
import { activeJobMarker, activeJobMarkers } from '../model/organisation-stats';
import { mutateProfile } from '../model/profile-saves';
import { recordProfileView } from '../model/profile-views';
import { profiles } from '../model/profiles';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { dashboardStats } from './service';

type Employer = Awaited<ReturnType<typeof employerWithCompany>>;

/** Non-IT unless asked: the workspace's own behaviour, apart from the IT rule (applications/it-access.test.ts). */
const postJob = async (employer: Employer, overrides = {}) =>
  (
    await callApi('/jobs', {
      method: 'POST',
      headers: employer.headers,
      body: jobBody({ category: 'NON_IT', ...overrides }),
    })
  ).json.data as Job;
const applyTo = async (who: TestAccount, jobId: string) => {
  const response = await callApi('/applications', { method: 'POST', headers: who.headers, body: { jobId } });
  expect(response.status).toBe(201);
  return response.json.data as Application;
};
const statsOf = async (employer: Employer) => {
  const response = await callApi('/employer/dashboard/stats', { headers: employer.headers });
  expect(response.status).toBe(200);
  return response.json.data as EmployerDashboardStats;
};
const moveTo = (employer: TestAccount, applicationId: string, status: string) =>
  callApi(`/applications/${applicationId}`, {
    method: 'PUT',
    headers: employer.headers,
    body: { status },
  });
const pipeline = async (employer: TestAccount, query = '') =>
  (await callApi(`/applications${query}`, { headers: employer.headers })).json
    .data as PageOf<PipelineApplication>;

describe('round trips', () => {
  it('reads the dashboard stats and a page of the pipeline in at most two DynamoDB round trips each', async () => {
    const employer = await employerWithCompany();
    const job = await postJob(employer);
    await Promise.all(Array.from({ length: 3 }, async () => applyTo(await candidate(), job.id)));

    const stats = await roundTripsOf(() => dashboardStats(employer.principal));
    expect(stats.rounds).toBeLessThanOrEqual(2);
    const page = await roundTripsOf(() =>
      listApplications(employer.principal, { page: 0, size: 20, search: 'test' }),
    );
    expect(page.rounds).toBeLessThanOrEqual(2);
    const ofJob = await roundTripsOf(() =>
      listApplications(employer.principal, { page: 0, size: 20, jobId: job.id }),
    );
    // The membership with the job's guards, then one BatchGet of its applications.
    expect(ofJob.rounds).toBeLessThanOrEqual(2);
  });
});

describe('dashboard stats', () => {
  it('counts active, unexpired jobs through post, pause, activate, expiry and delete', async () => {
    const employer = await employerWithCompany();
    expect(await statsOf(employer)).toEqual({
      activeJobs: 0,
      totalApplications: 0,
      profileViews: 0,
      hiredCandidates: 0,
    });
    const [first, second] = [await postJob(employer), await postJob(employer)];
    expect((await statsOf(employer)).activeJobs).toBe(2);

    await callApi(`/jobs/${first.id}/status`, {
      method: 'PUT',
      headers: employer.headers,
      body: { isActive: false },
    });
    expect((await statsOf(employer)).activeJobs).toBe(1);
    await callApi(`/jobs/${first.id}/status`, {
      method: 'PUT',
      headers: employer.headers,
      body: { isActive: true },
    });
    expect((await statsOf(employer)).activeJobs).toBe(2);

    // A job whose expiry passes leaves the count with no write at that moment (its marker is behind now).
    const past = new Date(Date.now() - 60_000).toISOString();
    await jobs().patch({ id: second.id }).set({ expiresAt: past }).go();
    await activeJobMarkers()
      .delete({
        organisationId: employer.organisationId,
        expiresOn: second.expiresAt as string,
        jobId: second.id,
      })
      .go();
    await activeJobMarkers()
      .put(activeJobMarker({ id: second.id, organisationId: employer.organisationId, expiresAt: past }))
      .go();
    expect((await statsOf(employer)).activeJobs).toBe(1);

    await callApi(`/jobs/${first.id}`, { method: 'DELETE', headers: employer.headers });
    expect((await statsOf(employer)).activeJobs).toBe(0);
  });

  it('stays exact under concurrent applies and status changes', async () => {
    const employer = await employerWithCompany();
    const [jobA, jobB] = [await postJob(employer), await postJob(employer)];
    const people = await Promise.all(Array.from({ length: 8 }, () => candidate()));
    const applied = await Promise.all(
      people.map((person, index) => applyTo(person, index % 2 ? jobA.id : jobB.id)),
    );
    expect(await statsOf(employer)).toMatchObject({
      activeJobs: 2,
      totalApplications: 8,
      hiredCandidates: 0,
    });

    // Five hired at once, and the same applicant hired by two requests at once: counted once.
    const [twice] = applied;
    const moves = await Promise.all([
      ...applied.slice(0, 5).map((application) => moveTo(employer, application.id, 'hired')),
      moveTo(employer, (twice as Application).id, 'hired'),
    ]);
    expect(moves.filter((move) => move.status === 200).length).toBeGreaterThanOrEqual(5);
    expect(moves.every((move) => move.status === 200 || move.status === 409)).toBe(true);
    expect((await statsOf(employer)).hiredCandidates).toBe(5);

    // Moving away from hired takes one back; hired -> hired changes nothing.
    await Promise.all([
      moveTo(employer, (applied[0] as Application).id, 'rejected'),
      moveTo(employer, (applied[1] as Application).id, 'hired'),
    ]);
    expect(await statsOf(employer)).toMatchObject({ totalApplications: 8, hiredCandidates: 4 });
  });

  it("is the caller organisation's own: an admin names one, an employer without one gets 403", async () => {
    const employer = await employerWithCompany();
    await applyTo(await candidate(), (await postJob(employer)).id);
    const admin = await accountOf('ADMIN');
    const named = await callApi(`/employer/dashboard/stats?organisationId=${employer.organisationId}`, {
      headers: admin.headers,
    });
    expect(named.json.data).toMatchObject({ activeJobs: 1, totalApplications: 1 });
    expect((await callApi('/employer/dashboard/stats', { headers: admin.headers })).status).toBe(422);
    const loner = await accountOf('EMPLOYER', 'approved');
    expect((await callApi('/employer/dashboard/stats', { headers: loner.headers })).status).toBe(403);
  });
});

describe('the applicant pipeline', () => {
  let employer: Employer;
  let other: Employer;
  let job: Job;
  let kavya: TestAccount;
  let application: Application;

  beforeAll(async () => {
    [employer, other] = await Promise.all([employerWithCompany(), employerWithCompany()]);
    job = await postJob(employer);
    kavya = await candidate();
    await mutateProfile(kavya.principal, (draft) => {
      draft.location = 'Kochi';
      draft.experienceYears = 4;
      draft.technicalSkills = ['TypeScript', 'AWS'];
    });
    application = await applyTo(kavya, job.id);
    const second = await candidate();
    await applyTo(second, (await postJob(employer)).id);
  });

  it("lists the organisation's applications newest first with each Candidate card", async () => {
    const page = await pipeline(employer);
    expect(page.totalElements).toBe(2);
    expect(page.size).toBe(20);
    expect(page.content[1]?.id).toBe(application.id);
    expect(page.content[1]?.card).toEqual({
      id: kavya.record.id,
      name: `${kavya.record.firstName} ${kavya.record.lastName}`,
      email: kavya.record.email,
      avatar: null,
      location: 'Kochi',
      experience: 4,
      skills: ['TypeScript', 'AWS'],
    });
  });

  it('filters by job, status and a part of the name or address in any case', async () => {
    expect((await pipeline(employer, `?jobId=${job.id}`)).content.map((row) => row.id)).toEqual([
      application.id,
    ]);
    const address = kavya.record.email.slice(0, 12).toUpperCase();
    expect(
      (await pipeline(employer, `?search=${encodeURIComponent(address)}`)).content.map((row) => row.id),
    ).toEqual([application.id]);
    expect((await pipeline(employer, '?search=nobody-by-this-name')).totalElements).toBe(0);
    expect((await pipeline(employer, '?status=hired')).totalElements).toBe(0);
    expect((await pipeline(employer, '?status=applied')).totalElements).toBe(2);
  });

  it('keeps each status change in the history', async () => {
    await moveTo(employer, application.id, 'shortlisted');
    const moved = await moveTo(employer, application.id, 'interviewed');
    expect(moved.status).toBe(200);
    const [row] = (await pipeline(employer, `?jobId=${job.id}`)).content;
    expect(row?.status).toBe('interviewed');
    expect(row?.history.map(({ from, to, by }) => ({ from, to, by }))).toEqual([
      { from: 'applied', to: 'shortlisted', by: employer.record.id },
      { from: 'shortlisted', to: 'interviewed', by: employer.record.id },
    ]);
    // The candidate sees the status and its history, without who in the organisation made each change.
    const own = (await callApi('/candidates/applications', { headers: kavya.headers })).json
      .data as Application[];
    const mine = own.find((row) => row.id === application.id);
    expect(mine?.status).toBe('interviewed');
    expect(mine?.history?.map((change) => Object.keys(change).sort())).toEqual([
      ['at', 'from', 'to'],
      ['at', 'from', 'to'],
    ]);
  });

  it("opens the applicant's profile and the resume they applied with, even after they replace it", async () => {
    const profile = await callApi(`/applications/${application.id}/candidate`, { headers: employer.headers });
    expect(profile.status).toBe(200);
    expect(profile.json.data).toMatchObject({ id: kavya.record.id, location: 'Kochi', isOwn: false });

    await callApi('/resume/delete', { method: 'DELETE', headers: kavya.headers });
    const resume = await callApi(`/applications/${application.id}/resume`, { headers: employer.headers });
    expect(resume.status).toBe(200);
    const download = resume.json.data as ResumeDownload;
    expect(download.fileName).toBe('Kavya-Menon-Resume.pdf');
    const file = await fetch(download.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Kavya-Menon-Resume.pdf"/);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(RESUME_BYTES);
  });

  it('keeps notes with their author and time, in the order written', async () => {
    const first = await callApi(`/applications/${application.id}/notes`, {
      method: 'POST',
      headers: employer.headers,
      body: { text: '  Strong on AWS; ask about on-call.  ' },
    });
    expect(first.status).toBe(201);
    await callApi(`/applications/${application.id}/notes`, {
      method: 'POST',
      headers: employer.headers,
      body: { text: 'Second round on Monday.' },
    });
    const blank = await callApi(`/applications/${application.id}/notes`, {
      method: 'POST',
      headers: employer.headers,
      body: { text: '   ' },
    });
    expect(blank.status).toBe(422);
    const notes = (await callApi(`/applications/${application.id}/notes`, { headers: employer.headers })).json
      .data as ApplicationNote[];
    expect(notes.map((note) => note.text)).toEqual([
      'Strong on AWS; ask about on-call.',
      'Second round on Monday.',
    ]);
    expect(notes[0]).toMatchObject({
      authorId: employer.record.id,
      authorName: `${employer.record.firstName} ${employer.record.lastName}`,
    });
    expect(Number.isNaN(Date.parse(notes[0]?.createdAt ?? ''))).toBe(false);
  });

  it("answers another organisation's employer 404 on every application route, whatever the id", async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', `/applications/${application.id}/candidate`],
      ['GET', `/applications/${application.id}/resume`],
      ['GET', `/applications/${application.id}/notes`],
      ['POST', `/applications/${application.id}/notes`, { text: 'Let me in' }],
      ['PUT', `/applications/${application.id}`, { status: 'rejected' }],
      ['GET', '/applications/not-an-application/resume'],
    ];
    for (const [method, path, body] of routes) {
      const response = await callApi(path, { method, headers: other.headers, body });
      expect([403, 404], `${method} ${path}`).toContain(response.status);
    }
    expect((await callApi(`/applications?jobId=${job.id}`, { headers: other.headers })).status).toBe(404);
    expect((await pipeline(other)).totalElements).toBe(0);
    // Nor may they read the applicant's (private) profile by the candidate's id.
    expect((await callApi(`/candidates/${kavya.record.id}`, { headers: other.headers })).status).toBe(404);
    // The candidate themself is not the employer either.
    const own = await callApi(`/applications/${application.id}/resume`, { headers: kavya.headers });
    expect(own.status).toBe(403);
    const notes = (await callApi(`/applications/${application.id}/notes`, { headers: employer.headers })).json
      .data as ApplicationNote[];
    expect(notes.some((note) => note.text === 'Let me in')).toBe(false);
  });
});

describe('the resume an application keeps', () => {
  /** The keys `run` copies resumes to, in this process. */
  async function copiesOf(run: () => Promise<unknown>) {
    const keys: string[] = [];
    const name = `copies-${Math.random()}`;
    s3Client().middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { CopySource?: string; Key?: string };
        if (input.CopySource && input.Key) keys.push(input.Key);
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      await run().catch(() => undefined);
    } finally {
      s3Client().middlewareStack.remove(name);
    }
    return keys;
  }
  const exists = (key: string) =>
    s3Client()
      .send(new HeadObjectCommand({ Bucket: config.uploadsBucket, Key: key }))
      .then(() => true)
      .catch(() => false);

  it('removes the copy again when the application is not written', async () => {
    const employer = await employerWithCompany();
    const job = await postJob(employer);
    const person = await candidate();
    const [kept] = await copiesOf(() => apply(person.principal, { jobId: job.id }));
    expect(kept && (await exists(kept))).toBe(true);

    let refusal: unknown;
    const [removed] = await copiesOf(() =>
      apply(person.principal, { jobId: job.id }).catch((error: unknown) => {
        refusal = error;
        throw error;
      }),
    );
    expect((refusal as { status?: number }).status).toBe(409);
    expect(removed).toBeDefined();
    expect(await exists(removed as string)).toBe(false);
    expect((await statsOf(employer)).totalApplications).toBe(1);
  });

  it('asks for a resume when the file on record is gone, and writes nothing', async () => {
    const employer = await employerWithCompany();
    const job = await postJob(employer);
    const person = await candidate();
    const { data: profile } = await profiles().get({ userId: person.record.id }).go();
    await s3Client().send(
      new DeleteObjectCommand({
        Bucket: config.uploadsBucket,
        Key: (profile?.resume as { fileKey: string } | undefined)?.fileKey,
      }),
    );
    const response = await callApi('/applications', {
      method: 'POST',
      headers: person.headers,
      body: { jobId: job.id },
    });
    expect(response.status).toBe(422);
    expect(await statsOf(employer)).toMatchObject({ totalApplications: 0 });
    expect((await jobs().get({ id: job.id }).go()).data?.applicationsCount).toBe(0);
  });
});

describe('status mails', () => {
  /** The employer moves the application; the event's detail, as the bus carried it. */
  const move = async (employer: Employer, application: Application, status: string) => {
    const moved = await moveTo(employer, application.id, status);
    expect(moved.status).toBe(200);
    const change = (moved.json.data as PipelineApplication).history.at(
      -1,
    ) as PipelineApplication['history'][number];
    return {
      applicationId: application.id,
      jobId: application.jobId,
      candidateId: application.candidateId,
      organisationId: employer.organisationId,
      ...change,
    } as ApplicationStatusChangedDetail;
  };
  /** Status mails to the person: every mail but the submission's. */
  const statusMailsTo = async (email: string, atLeast: number, timeoutMs?: number) =>
    (await waitForMail(email, atLeast + 1, timeoutMs)).filter((mail) => !mail.subject.includes(': '));
  const applied = async () => {
    const employer = await employerWithCompany();
    const job = await postJob(employer);
    const person = await candidate();
    const application = await applyTo(person, job.id);
    // The submission's mail comes at once (no undo window); status mails are counted after it.
    await waitForMail(person.record.email, 1);
    return { employer, job, person, application };
  };

  // The test stack leaves the delayed consumer to the tests: each call below is its delivery once the undo
  // window has passed (ADR 0023).
  it('mails a change that stands once, in words a person would use, however often it is delivered', async () => {
    const { employer, job, person, application } = await applied();
    const detail = await move(employer, application, 'shortlisted');
    await Promise.all([notifyStatusChange(detail), notifyStatusChange(detail)]);
    await notifyStatusChange(detail);

    const mails = await statusMailsTo(person.record.email, 1);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${job.company.name} shortlisted you for ${job.title}`,
    ]);
    expect(mails[0]?.body.text).toContain(
      `Good news: ${job.company.name} has shortlisted you for ${job.title}.`,
    );
    expect(mails[0]?.body.text).toContain('http://localhost:5173/applications');

    await notifyStatusChange(await move(employer, application, 'hired'));
    const after = await statusMailsTo(person.record.email, 2);
    expect(after.map((mail) => mail.subject)).toContain(
      `Congratulations on your new role at ${job.company.name}`,
    );
  });

  it('sends nothing for a change undone within the window', async () => {
    const { employer, person, application } = await applied();
    const rejected = await move(employer, application, 'rejected');
    const undone = await move(employer, application, 'applied');
    await notifyStatusChange(rejected);
    await notifyStatusChange(undone);
    expect(await statusMailsTo(person.record.email, 1, 500)).toEqual([]);
    expect((await applications().get({ id: application.id }).go()).data).toMatchObject({ status: 'applied' });
  });

  it('tells only the latest of changes made within one window', async () => {
    const { employer, job, person, application } = await applied();
    const shortlisted = await move(employer, application, 'shortlisted');
    const interviewed = await move(employer, application, 'interviewed');
    await notifyStatusChange(interviewed);
    await notifyStatusChange(shortlisted);
    const mails = await statusMailsTo(person.record.email, 2, 500);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your interview with ${job.company.name}`]);
  });

  it('sends nothing when an undo returns to the status the candidate last heard of', async () => {
    const { employer, person, application } = await applied();
    await notifyStatusChange(await move(employer, application, 'shortlisted'));
    const rejected = await move(employer, application, 'rejected');
    const undone = await move(employer, application, 'shortlisted');
    await notifyStatusChange(rejected);
    await notifyStatusChange(undone);
    const mails = await statusMailsTo(person.record.email, 2, 500);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('shortlisted you for')]);
  });

  it('tells the candidate their application arrived, once however often the event is delivered', async () => {
    const employer = await employerWithCompany();
    const job = await postJob(employer);
    const person = await candidate();
    const application = await applyTo(person, job.id);
    const detail: ApplicationSubmittedDetail = {
      applicationId: application.id,
      jobId: job.id,
      candidateId: person.record.id,
      organisationId: employer.organisationId,
      appliedAt: application.appliedAt,
    };
    // The local bus delivers it once; two more deliveries of the same event send nothing.
    await Promise.all([notifyApplicationSubmitted(detail), notifyApplicationSubmitted(detail)]);
    const mails = await waitForMail(person.record.email, 2, 1_500);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your application to ${job.company.name}: ${job.title}`,
    ]);
    expect(mails[0]?.body.text).toContain(
      `Your application for ${job.title} at ${job.company.name} has reached`,
    );
    expect(mails[0]?.body.text).toContain('http://localhost:5173/applications');
  });

  it('sends nothing for an application that no longer exists', async () => {
    const employer = await employerWithCompany();
    const person = await candidate();
    const application = await applyTo(person, (await postJob(employer)).id);
    // Its submission's mail is let through first (the bus delivers it at once); nothing comes after.
    await waitForMail(person.record.email, 1);
    await applications().delete({ id: application.id }).go();
    await notifyStatusChange({
      applicationId: application.id,
      jobId: application.jobId,
      candidateId: person.record.id,
      organisationId: employer.organisationId,
      from: 'applied',
      to: 'rejected',
      by: employer.record.id,
      at: new Date().toISOString(),
    });
    expect(await waitForMail(person.record.email, 2, 500)).toHaveLength(1);
  });
});

describe('profile views', () => {
  it('counts a view once per employer per candidate per day, for the candidate and the organisation', async () => {
    const [employer, colleagueOrg] = await Promise.all([employerWithCompany(), employerWithCompany()]);
    const person = await candidate();
    const application = await applyTo(person, (await postJob(employer)).id);
    // Applying is the other organisation's reason to read the profile too.
    await applyTo(person, (await postJob(colleagueOrg)).id);

    await callApi(`/applications/${application.id}/candidate`, { headers: employer.headers });
    await callApi(`/applications/${application.id}/candidate`, { headers: employer.headers });
    await callApi('/profile/visibility', {
      method: 'PUT',
      headers: person.headers,
      body: { isPublic: true },
    });
    await Promise.all([
      callApi(`/candidates/${person.record.id}`, { headers: employer.headers }),
      callApi(`/candidates/${person.record.id}`, { headers: colleagueOrg.headers }),
      callApi(`/candidates/${person.record.id}`, { headers: colleagueOrg.headers }),
    ]);

    const own = (await callApi('/profile', { headers: person.headers })).json.data as Profile;
    expect(own.profileViews).toBe(2);
    expect((await statsOf(employer)).profileViews).toBe(1);
    expect((await statsOf(colleagueOrg)).profileViews).toBe(1);

    // The next day counts again.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(
      await recordProfileView(
        {
          candidateId: person.record.id,
          viewerId: employer.record.id,
          organisationId: employer.organisationId,
        },
        tomorrow,
      ),
    ).toBe(true);
    expect((await statsOf(employer)).profileViews).toBe(2);
  });

  it('does not count the candidate reading their own profile or an admin reading it', async () => {
    const person = await candidate();
    await callApi('/profile/visibility', {
      method: 'PUT',
      headers: person.headers,
      body: { isPublic: true },
    });
    const admin = await accountOf('ADMIN');
    await callApi(`/candidates/${person.record.id}`, { headers: admin.headers });
    await callApi(`/candidates/${person.record.id}`, { headers: person.headers });
    expect(((await callApi('/profile', { headers: person.headers })).json.data as Profile).profileViews).toBe(
      0,
    );
  });
});
