// Boundary: recruiter applications and the admin's review through the local API host -> DynamoDB Local,
// s3rver and the local bus -> the decision mailer -> the SES stand-in.
import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../shared/auth/user';
import type { UploadTicket } from '../../shared/files/schemas';
import type { PageOf } from '../../shared/jobs/types';
import type { OwnAccessLog } from '../../shared/privacy/access-log';
import {
  RECRUITER_MESSAGES,
  RECRUITER_STATUSES,
  type RecruiterApplication,
  type RecruiterApplicationSummary,
} from '../../shared/recruiters/schemas';
import { callApi, waitForMail } from '../../test/support/api';
import { accountOf, jobBody, type TestAccount } from '../../test/support/marketplace';
import { postToTicket } from '../../test/support/uploads';
import { findUserById } from '../model/accounts';
import { companies } from '../model/companies';
import { createOrganisation, organisationOf } from '../model/organisation-members';
import { STATS_SCOPE, toApplication } from '../model/recruiter-application-records';
import { submitApplication } from '../model/recruiter-application-submission';
import {
  filedStatusCounts,
  newestApplicationsWithTotal,
  readCounters,
  statsBesideApplications,
} from '../model/recruiter-application-totals';
import {
  recruiterApplicants,
  recruiterApplicationStats,
  recruiterApplicationStatusCounts,
  recruiterApplications,
} from '../model/recruiter-applications';
import { dynamoClient } from '../platform/clients/dynamo';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { deleteRecruiterDataOf } from './cleanup';
import { MAIL_LEASE_MS, notifyDecision } from './decision-mail';
import { approve, reject } from './review';

const PDF = Buffer.from('%PDF-1.4\n% Business license of a test company\n%%EOF\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>',
);
const PNG_NAMED_PDF = Buffer.from('this is plain text, not a pdf at all');

function applicationBody(overrides: Record<string, unknown> = {}) {
  return {
    companyName: `Zenith Analytics ${randomUUID().slice(0, 6)}`,
    companyWebsite: 'https://zenith.example.in',
    companySize: '51-200',
    industry: 'Consulting',
    companyDescription: 'We help mid-sized manufacturers in Pune plan their supply chains.',
    jobTitle: 'Head of Talent',
    workEmail: `hr.${randomUUID().slice(0, 6)}@zenith.example.in`,
    phoneNumber: '+91 98765 43210',
    linkedinProfile: '',
    hiringNeeds: 'Five data analysts and two engineers this quarter.',
    ...overrides,
  };
}

async function upload(who: TestAccount, kind: string, fileName: string, bytes: Buffer) {
  const ticket = await callApi('/recruiter/documents/upload-url', {
    method: 'POST',
    headers: who.headers,
    body: { kind, fileName, fileSize: bytes.length },
  });
  expect(ticket.status).toBe(200);
  const { fileKey } = ticket.json.data as UploadTicket;
  expect((await postToTicket(ticket.json.data as UploadTicket, bytes)).status).toBe(204);
  return { fileKey, fileName };
}

const submit = (who: TestAccount, body: Record<string, unknown>) =>
  callApi('/recruiter/applications', { method: 'POST', headers: who.headers, body });
const own = async (who: TestAccount) =>
  (await callApi('/recruiter/applications/me', { headers: who.headers })).json
    .data as RecruiterApplication | null;
const decide = (admin: TestAccount, id: string, action: string, body: unknown = {}) =>
  callApi(`/admin/recruiters/applications/${id}/${action}`, { method: 'POST', headers: admin.headers, body });
const summaryOf = async (admin: TestAccount) =>
  (await callApi('/admin/recruiters/applications/summary', { headers: admin.headers })).json
    .data as RecruiterApplicationSummary;
const list = async (admin: TestAccount, query: string) =>
  (await callApi(`/admin/recruiters/applications?${query}`, { headers: admin.headers })).json
    .data as PageOf<RecruiterApplication>;

const stored = (fileKey: string) =>
  s3Client()
    .send(new HeadObjectCommand({ Bucket: config.uploadsBucket, Key: fileKey }))
    .then(
      () => true,
      () => false,
    );

/** Each status's count as filed beside its applications, against the counters: equal, and filed. */
async function expectStatusCountsFiled() {
  const counters = await readCounters();
  const { data: counts } = await recruiterApplicationStatusCounts()
    .get(RECRUITER_STATUSES.map((status) => ({ status })))
    .go();
  expect(counts.sort((a, b) => a.status.localeCompare(b.status))).toEqual(
    filedStatusCounts(counters, {}).sort((a, b) => a.status.localeCompare(b.status)),
  );
}

async function applied(overrides: Record<string, unknown> = {}) {
  const employer = await accountOf('EMPLOYER', 'pending');
  const response = await submit(employer, applicationBody(overrides));
  expect(response.status).toBe(201);
  return { employer, application: response.json.data as RecruiterApplication };
}

describe('recruiter verification', () => {
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await accountOf('ADMIN');
  });

  it('takes an application with sniffed documents, one open at a time, and shows it to its employer', async () => {
    const employer = await accountOf('EMPLOYER', 'pending');
    expect(await own(employer)).toBeNull();
    const body = applicationBody({
      businessLicense: await upload(employer, 'businessLicense', 'licence.pdf', PDF),
      companyLogo: await upload(employer, 'companyLogo', 'logo.svg', SVG),
    });
    const response = await submit(employer, body);
    expect(response.status).toBe(201);
    const application = response.json.data as RecruiterApplication;
    expect(application).toMatchObject({
      status: 'PENDING',
      companyName: body.companyName,
      reviewedAt: null,
      documents: {
        businessLicense: { fileName: 'licence.pdf', contentType: 'application/pdf' },
        // An SVG is only ever served as an opaque download.
        companyLogo: { fileName: 'logo.svg', contentType: 'application/octet-stream' },
      },
    });
    expect(await own(employer)).toMatchObject({ id: application.id, status: 'PENDING' });

    const again = await submit(employer, applicationBody());
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(RECRUITER_MESSAGES.openApplication);

    const download = await callApi(`/admin/recruiters/applications/${application.id}/documents/companyLogo`, {
      headers: admin.headers,
    });
    const file = await fetch((download.json.data as { downloadUrl: string }).downloadUrl);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await file.arrayBuffer()).toString()).toContain('<svg');
    const missing = await callApi(
      `/admin/recruiters/applications/${application.id}/documents/identityProof`,
      {
        headers: admin.headers,
      },
    );
    expect(missing.status).toBe(404);
    const byEmployer = await callApi(
      `/admin/recruiters/applications/${application.id}/documents/companyLogo`,
      {
        headers: employer.headers,
      },
    );
    expect(byEmployer.status).toBe(403);
    // The admin's read of the recruiter's document is in the recruiter's access log (ADR 0037), once:
    // neither the missing document nor the refused read is.
    const log = (await callApi('/privacy/access-log', { headers: employer.headers })).json
      .data as OwnAccessLog;
    expect(log.groups).toEqual([
      expect.objectContaining({
        actor: 'admin',
        entries: [expect.objectContaining({ kind: 'recruiterDocument' })],
      }),
    ]);
  });

  it("refuses a document whose content is not what its name says, another person's upload, and bad fields", async () => {
    const employer = await accountOf('EMPLOYER', 'pending');
    const fake = await submit(
      employer,
      applicationBody({ identityProof: await upload(employer, 'identityProof', 'id.pdf', PNG_NAMED_PDF) }),
    );
    expect(fake.status).toBe(422);
    expect(fake.json.message).toBe(RECRUITER_MESSAGES.documentType);

    const stranger = await accountOf('EMPLOYER', 'pending');
    const theirs = await upload(stranger, 'businessLicense', 'licence.pdf', PDF);
    const stolen = await submit(employer, applicationBody({ businessLicense: theirs }));
    expect(stolen.status).toBe(422);
    expect(stolen.json.message).toBe(RECRUITER_MESSAGES.documentMissing);

    const tooBig = await callApi('/recruiter/documents/upload-url', {
      method: 'POST',
      headers: employer.headers,
      body: { kind: 'companyLogo', fileName: 'logo.png', fileSize: 3 * 1024 * 1024 },
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.json.message).toBe(RECRUITER_MESSAGES.logoTooLarge);

    const invalid = await submit(employer, applicationBody({ companyWebsite: 'zenith', hiringNeeds: ' ' }));
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(invalid.json)).toContain(RECRUITER_MESSAGES.companyWebsiteInvalid);
    expect(JSON.stringify(invalid.json)).toContain(RECRUITER_MESSAGES.hiringNeedsRequired);
    expect(await own(employer)).toBeNull();
    expect((await submit(await accountOf('USER'), applicationBody())).status).toBe(403);
  });

  it('keeps the accepted uploads when another document is refused, so the same uploads can be sent again', async () => {
    const employer = await accountOf('EMPLOYER', 'pending');
    const businessLicense = await upload(employer, 'businessLicense', 'licence.pdf', PDF);
    const companyLogo = await upload(employer, 'companyLogo', 'logo.svg', SVG);
    const body = applicationBody({
      businessLicense,
      identityProof: await upload(employer, 'identityProof', 'id.pdf', PNG_NAMED_PDF),
      companyLogo,
    });
    const refused = await submit(employer, body);
    expect(refused.status).toBe(422);
    expect(refused.json.details).toEqual({ fieldErrors: { identityProof: RECRUITER_MESSAGES.documentType } });
    expect(await stored(businessLicense.fileKey)).toBe(true);

    // What the form sends next: the same uploads, the refused document taken out.
    const again = await submit(employer, { ...body, identityProof: null });
    expect(again.status).toBe(201);
    const application = again.json.data as RecruiterApplication;
    expect(Object.keys(application.documents).sort()).toEqual(['businessLicense', 'companyLogo']);
    const download = await callApi(
      `/admin/recruiters/applications/${application.id}/documents/businessLicense`,
      { headers: admin.headers },
    );
    const file = await fetch((download.json.data as { downloadUrl: string }).downloadUrl);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    // Spent once the application is written.
    expect(await stored(businessLicense.fileKey)).toBe(false);
    expect(await stored(companyLogo.fileKey)).toBe(false);
  });

  it('refuses an application from an employer who is already approved', async () => {
    const employer = await accountOf('EMPLOYER', 'approved');
    const response = await submit(employer, applicationBody());
    expect(response.status).toBe(409);
    expect(response.json.message).toBe(RECRUITER_MESSAGES.alreadyApproved);
    expect(await own(employer)).toBeNull();
    expect((await findUserById(employer.record.id))?.approvalStatus).toBe('approved');
  });

  it('approves in one transaction: application, user, company and organisation; then the employer can post', async () => {
    const { employer, application } = await applied();
    const before = await summaryOf(admin);
    const response = await decide(admin, application.id, 'approve', { notes: 'Checked the licence.' });
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ status: 'APPROVED', notes: 'Checked the licence.' });

    const user = (await callApi('/users/me', { headers: employer.headers })).json.data as User;
    expect(user).toMatchObject({
      isApproved: true,
      approvalStatus: 'approved',
      companyName: application.companyName,
    });
    const membership = await organisationOf(employer.record.id);
    expect(membership).toMatchObject({ teamRole: 'admin', status: 'active' });
    const company = await callApi('/companies/me', { headers: employer.headers });
    expect(company.json.data).toMatchObject({ name: application.companyName, industry: 'Consulting' });
    const posted = await callApi('/jobs', { method: 'POST', headers: employer.headers, body: jobBody() });
    expect(posted.status).toBe(201);
    expect(await own(employer)).toMatchObject({ status: 'APPROVED' });

    const after = await summaryOf(admin);
    expect(after.approved).toBe(before.approved + 1);
    expect(after.pendingReview).toBe(before.pendingReview - 1);

    const second = await decide(admin, application.id, 'approve');
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(RECRUITER_MESSAGES.alreadyDecided);
    expect((await decide(admin, application.id, 'reject', { reason: 'Too late' })).status).toBe(409);

    const [mail] = await waitForMail(employer.record.email);
    expect(mail?.subject).toContain(application.companyName);
    expect(mail?.body.text).toContain('/employer/dashboard?postJob=true');
  });

  it('writes nothing when one part of the approval is refused', async () => {
    const { employer, application } = await applied();
    // The employer already owns an organisation: the membership cannot be created, so nothing may change.
    await createOrganisation({
      ownerId: employer.record.id,
      company: { name: `Other ${randomUUID().slice(0, 6)}` },
    });
    const before = await summaryOf(admin);
    const response = await decide(admin, application.id, 'approve');
    expect(response.status).toBe(409);
    expect(response.json.message).toBe(RECRUITER_MESSAGES.hasOrganisation);

    expect(await own(employer)).toMatchObject({ status: 'PENDING', reviewedAt: null });
    expect((await findUserById(employer.record.id))?.approvalStatus).toBe('pending');
    const { data: named } = await companies().query.directory({}).go({ pages: 'all' });
    expect(named.filter((company) => company.name === application.companyName)).toEqual([]);
    expect(await summaryOf(admin)).toEqual(before);
  });

  it('rejects only with a reason; the employer sees it and may apply anew', async () => {
    const { employer, application } = await applied();
    const me = async () => (await callApi('/users/me', { headers: employer.headers })).json.data as User;
    expect(await me()).toMatchObject({ approvalStatus: 'pending', isUnderReview: true });
    const blank = await decide(admin, application.id, 'reject', { reason: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.json.message).toBe(RECRUITER_MESSAGES.reasonRequired);
    expect(await own(employer)).toMatchObject({ status: 'PENDING' });

    expect((await decide(admin, application.id, 'review')).status).toBe(200);
    expect(await own(employer)).toMatchObject({ status: 'UNDER_REVIEW' });
    const rejected = await decide(admin, application.id, 'reject', {
      reason: 'The licence number does not match.',
    });
    expect(rejected.status).toBe(200);
    expect(await me()).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'The licence number does not match.',
      isUnderReview: false,
    });
    expect(await own(employer)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The licence number does not match.',
    });
    const [mail] = await waitForMail(employer.record.email);
    expect(mail?.body.text).toContain('The licence number does not match.');

    const anew = await submit(employer, applicationBody());
    expect(anew.status).toBe(201);
    expect(await own(employer)).toMatchObject({ status: 'PENDING', rejectionReason: null });
    expect(await findUserById(employer.record.id)).toMatchObject({ approvalStatus: 'pending' });
    expect((await findUserById(employer.record.id))?.rejectionReason).toBeUndefined();
    expect(await me()).toMatchObject({ isUnderReview: true });
  });

  it("answers the employer's own application from its pointer's copy, which every write keeps equal to it", async () => {
    const { employer, application } = await applied();
    const asStored = async () => {
      const { data } = await recruiterApplications().get({ id: application.id }).go();
      return data && toApplication(data);
    };
    const copy = async () =>
      (await recruiterApplicants().get({ userId: employer.record.id }).go()).data?.latest;
    expect(await copy()).toBeDefined();
    expect(await own(employer)).toEqual(await asStored());
    expect((await decide(admin, application.id, 'review')).status).toBe(200);
    expect(await own(employer)).toEqual(await asStored());
    expect((await decide(admin, application.id, 'approve', { notes: 'In order.' })).status).toBe(200);
    expect(await own(employer)).toMatchObject({ status: 'APPROVED', notes: 'In order.' });
    expect(await own(employer)).toEqual(await asStored());

    // A pointer written before the copy was kept still answers, from the application itself.
    await recruiterApplicants().patch({ userId: employer.record.id }).remove(['latest']).go();
    expect(await copy()).toBeUndefined();
    expect(await own(employer)).toEqual(await asStored());
  });

  it('filters by status, company, e-mail, industries and dates, pages, and counts the applications', async () => {
    const tag = randomUUID().slice(0, 8);
    const before = await summaryOf(admin);
    const a = await applied({ companyName: `Alpha ${tag}`, industry: 'Healthcare' });
    const b = await applied({
      companyName: `Beta ${tag}`,
      industry: 'Education',
      workEmail: `talent@beta-${tag}.in`,
    });
    const c = await applied({ companyName: `Gamma ${tag}`, industry: 'Healthcare' });
    await decide(admin, c.application.id, 'reject', { reason: 'Incomplete' });

    const all = await list(admin, `companyName=${tag}&size=2`);
    expect(all.totalElements).toBe(3);
    expect(all.content.map((item) => item.companyName)).toEqual([`Gamma ${tag}`, `Beta ${tag}`]);
    expect((await list(admin, `companyName=${tag}&size=2&page=1`)).content.map((item) => item.id)).toEqual([
      a.application.id,
    ]);
    expect((await list(admin, `companyName=${tag}&status=PENDING`)).totalElements).toBe(2);
    expect((await list(admin, `companyName=${tag}&status=REJECTED`)).content[0]?.id).toBe(c.application.id);
    expect((await list(admin, `workEmail=beta-${tag}`)).content.map((item) => item.id)).toEqual([
      b.application.id,
    ]);
    expect((await list(admin, `companyName=${tag}&industries=healthcare,Finance`)).totalElements).toBe(2);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect((await list(admin, `companyName=${tag}&fromDate=${today}&toDate=${today}`)).totalElements).toBe(3);
    expect((await list(admin, `companyName=${tag}&toDate=2020-01-01`)).totalElements).toBe(0);
    expect(
      (await callApi('/admin/recruiters/applications?fromDate=yesterday', { headers: admin.headers })).status,
    ).toBe(422);

    const after = await summaryOf(admin);
    expect(after.totalApplications).toBe(before.totalApplications + 3);
    expect(after.pendingReview).toBe(before.pendingReview + 2);
    expect(after.rejected).toBe(before.rejected + 1);
  });

  it('lists the applications under review by their tab, apart from the pending ones', async () => {
    const tag = randomUUID().slice(0, 8);
    const inReview = await applied({ companyName: `Delta ${tag}` });
    const waiting = await applied({ companyName: `Epsilon ${tag}` });
    expect((await decide(admin, inReview.application.id, 'review')).status).toBe(200);

    const underReview = await list(admin, `companyName=${tag}&status=UNDER_REVIEW`);
    expect(underReview.totalElements).toBe(1);
    expect(underReview.content).toMatchObject([{ id: inReview.application.id, status: 'UNDER_REVIEW' }]);
    expect((await list(admin, `companyName=${tag}&status=PENDING`)).content.map((item) => item.id)).toEqual([
      waiting.application.id,
    ]);
    // The whole tab, paged from its partition: the newest application under review comes first.
    const tab = await list(admin, 'status=under_review&size=1');
    expect(tab.content.map((item) => item.id)).toEqual([inReview.application.id]);
    expect(tab.totalElements).toBe((await summaryOf(admin)).underReview);
  });

  it('pages a whole tab from its partition, newest first, its total the one the stat cards count', async () => {
    const older = await applied();
    const newer = await applied();
    const cards = await summaryOf(admin);

    const first = await list(admin, 'size=1');
    expect(first.content.map((item) => item.id)).toEqual([newer.application.id]);
    expect(first.totalElements).toBe(cards.totalApplications);
    // The writes filed the counters beside the applications: one query answers the page and the total.
    const { data: stats } = await recruiterApplicationStats().get({ scope: STATS_SCOPE }).go();
    expect(stats).toMatchObject(statsBesideApplications());
    const send = vi.spyOn(dynamoClient(), 'send');
    const { data: newest, total } = await newestApplicationsWithTotal(1);
    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();
    expect(newest.map((item) => item.id)).toEqual([newer.application.id]);
    expect(total).toBe(cards.totalApplications);
    expect(first.totalPages).toBe(cards.totalApplications);
    expect((await list(admin, 'size=1&page=1')).content.map((item) => item.id)).toEqual([
      older.application.id,
    ]);
    const pending = await list(admin, 'status=PENDING&size=2');
    expect(pending.content.map((item) => item.id)).toEqual([newer.application.id, older.application.id]);
    expect(pending.totalElements).toBe(cards.pendingReview - cards.underReview);
    // Each status's count is filed beside its applications too: one query answers a tab's page and total.
    await expectStatusCountsFiled();
    const tabSend = vi.spyOn(dynamoClient(), 'send');
    const tab = await newestApplicationsWithTotal(2, 'pending');
    expect(tabSend).toHaveBeenCalledTimes(1);
    tabSend.mockRestore();
    expect(tab.data.map((item) => item.id)).toEqual([newer.application.id, older.application.id]);
    expect(tab.total).toBe(pending.totalElements);
    const beyond = await list(
      admin,
      `status=PENDING&size=100&page=${Math.ceil(pending.totalElements / 100)}`,
    );
    expect(beyond).toMatchObject({ content: [], totalElements: pending.totalElements });
  });

  it('averages the hours from submission to decision over the decided applications', async () => {
    // Only this file decides applications, one test at a time: the review-time sums may start from zero.
    await recruiterApplicationStats()
      .update({ scope: STATS_SCOPE })
      .set({ reviewedCount: 0, reviewMsTotal: 0 })
      .go();
    const HOUR = 3_600_000;
    const submittedAt = new Date('2025-03-03T04:30:00.000Z');
    const submitted = async () =>
      submitApplication((await accountOf('EMPLOYER', 'pending')).principal, applicationBody(), submittedAt);
    const later = (ms: number) => new Date(submittedAt.getTime() + ms);

    const approved = await submitted();
    await approve(admin.principal, approved.id, null, later(26 * HOUR));
    expect((await summaryOf(admin)).averageReviewTime).toBe(26);
    const rejected = await submitted();
    await reject(admin.principal, rejected.id, 'The licence has expired.', later(5 * HOUR + 20 * 60_000));
    // (26 h + 5 h 20 min) / 2 = 15 h 40 min, in hours with one decimal.
    expect((await summaryOf(admin)).averageReviewTime).toBe(15.7);
  });

  it('mails each decision once even when the event is delivered twice', async () => {
    const { employer, application } = await applied();
    await decide(admin, application.id, 'reject', { reason: 'Please use a company domain.' });
    await waitForMail(employer.record.email);
    const detail = {
      applicationId: application.id,
      decision: 'rejected' as const,
      reason: 'Please use a company domain.',
      decidedAt: new Date().toISOString(),
    };
    await notifyDecision(detail);
    await notifyDecision(detail);
    expect(await waitForMail(employer.record.email, 2, 1_000)).toHaveLength(1);
  });

  it('mails a decision whose first send failed, or whose first attempt died, once when it is retried', async () => {
    // Pending applications: no decision event is on the bus, so only these attempts mail.
    const detail = (applicationId: string) => ({
      applicationId,
      decision: 'rejected' as const,
      reason: 'The licence is unreadable.',
      decidedAt: new Date().toISOString(),
    });
    const failed = await applied();
    const refused = async () => {
      throw new Error('SES is unavailable');
    };
    await expect(notifyDecision(detail(failed.application.id), { send: refused })).rejects.toThrow(
      'SES is unavailable',
    );
    await notifyDecision(detail(failed.application.id));
    await notifyDecision(detail(failed.application.id));
    expect(await waitForMail(failed.employer.record.email, 2, 1_000)).toHaveLength(1);

    const died = await applied();
    const claimedAt = new Date();
    const msLater = (ms: number) => ({ now: new Date(claimedAt.getTime() + ms) });
    // The attempt takes the claim and never comes back from sending: its Lambda timed out.
    const hung = vi.fn(() => new Promise<never>(() => {}));
    void notifyDecision(detail(died.application.id), { now: claimedAt, send: hung });
    await vi.waitFor(() => expect(hung).toHaveBeenCalled());
    // A copy delivered meanwhile cannot know whether that mail goes out: it fails, to be retried.
    await expect(notifyDecision(detail(died.application.id), msLater(1_000))).rejects.toThrow();
    await notifyDecision(detail(died.application.id), msLater(MAIL_LEASE_MS + 1_000));
    await notifyDecision(detail(died.application.id), msLater(MAIL_LEASE_MS + 2_000));
    expect(await waitForMail(died.employer.record.email, 2, 1_000)).toHaveLength(1);
  });

  it('files each status count with every write of the counters: submit, review, approve, reject, deletion', async () => {
    const approved = await applied();
    await expectStatusCountsFiled();
    expect((await decide(admin, approved.application.id, 'review')).status).toBe(200);
    await expectStatusCountsFiled();
    expect((await decide(admin, approved.application.id, 'approve')).status).toBe(200);
    await expectStatusCountsFiled();
    const rejected = await applied();
    expect((await decide(admin, rejected.application.id, 'reject', { reason: 'No licence' })).status).toBe(
      200,
    );
    await expectStatusCountsFiled();
    const before = await readCounters();
    await deleteRecruiterDataOf(rejected.employer.record.id);
    expect(await readCounters()).toEqual({ ...before, rejected: (before.rejected ?? 0) - 1 });
    await expectStatusCountsFiled();
  });

  it('reads a status count not filed yet from the counters, until the next write files it', async () => {
    const latest = await applied();
    const { data: counters } = await recruiterApplicationStats().get({ scope: STATS_SCOPE }).go();
    // As a count written before the counts were filed: none in the tab's partition.
    await recruiterApplicationStatusCounts().delete({ status: 'pending' }).go();
    const send = vi.spyOn(dynamoClient(), 'send');
    const unfiled = await newestApplicationsWithTotal(1, 'pending');
    expect(send).toHaveBeenCalledTimes(2);
    send.mockRestore();
    expect(unfiled.data.map((item) => item.id)).toEqual([latest.application.id]);
    expect(unfiled.total).toBe(counters?.pending);
    expect((await list(admin, 'status=PENDING&size=1')).totalElements).toBe(counters?.pending);

    const next = await applied();
    await expectStatusCountsFiled();
    const filed = await newestApplicationsWithTotal(1, 'pending');
    expect(filed).toMatchObject({ total: (counters?.pending ?? 0) + 1 });
    expect(filed.data.map((item) => item.id)).toEqual([next.application.id]);
  });

  it("removes a deleted account's applications, their documents and their counts", async () => {
    const employer = await accountOf('EMPLOYER', 'pending');
    const first = (
      await submit(
        employer,
        applicationBody({ businessLicense: await upload(employer, 'businessLicense', 'licence.pdf', PDF) }),
      )
    ).json.data as RecruiterApplication;
    await decide(admin, first.id, 'reject', { reason: 'Unreadable licence' });
    const second = (await submit(employer, applicationBody())).json.data as RecruiterApplication;
    const download = await callApi(`/admin/recruiters/applications/${first.id}/documents/businessLicense`, {
      headers: admin.headers,
    });
    const { downloadUrl } = download.json.data as { downloadUrl: string };
    const before = await summaryOf(admin);

    await deleteRecruiterDataOf(employer.record.id);
    await deleteRecruiterDataOf(employer.record.id);

    for (const id of [first.id, second.id]) {
      expect((await recruiterApplications().get({ id }).go()).data).toBeNull();
    }
    expect((await recruiterApplicants().get({ userId: employer.record.id }).go()).data).toBeNull();
    expect((await fetch(downloadUrl)).status).toBe(404);
    // The cards count the applications on file, as the tabs list them.
    expect(await summaryOf(admin)).toEqual({
      ...before,
      totalApplications: before.totalApplications - 2,
      pendingReview: before.pendingReview - 1,
      rejected: before.rejected - 1,
    });
  });

  it('takes one of two submissions sent at once, and one of two approvals', async () => {
    const employer = await accountOf('EMPLOYER', 'pending');
    const submissions = await Promise.all([
      submit(employer, applicationBody()),
      submit(employer, applicationBody()),
    ]);
    expect(submissions.map((response) => response.status).sort()).toEqual([201, 409]);
    const application = submissions.find((response) => response.status === 201)?.json
      .data as RecruiterApplication;

    const approvals = await Promise.all([
      decide(admin, application.id, 'approve'),
      decide(admin, application.id, 'approve'),
    ]);
    expect(approvals.map((response) => response.status).sort()).toEqual([200, 409]);
    const { data: named } = await companies().query.directory({}).go({ pages: 'all' });
    expect(named.filter((company) => company.name === application.companyName)).toHaveLength(1);
  });

  it('lets only admins list, count and decide', async () => {
    const { employer, application } = await applied();
    for (const who of [employer, await accountOf('USER'), await accountOf('EMPLOYER', 'approved')]) {
      expect((await callApi('/admin/recruiters/applications', { headers: who.headers })).status).toBe(403);
      expect((await callApi('/admin/recruiters/applications/summary', { headers: who.headers })).status).toBe(
        403,
      );
      expect((await decide(who, application.id, 'approve')).status).toBe(403);
    }
    expect((await decide(admin, 'no-such-application', 'approve')).status).toBe(404);
    expect(await own(employer)).toMatchObject({ status: 'PENDING' });
  });
});
