import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../functions/demo/accounts';
import { DEMO_MATCHED_CANDIDATE } from '../../functions/demo/matched-candidate';
import { DEMO_ENTERPRISE_ORGANISATION } from '../../functions/demo/subscription';
import { LOCAL_RAZORPAY } from '../../functions/platform/local/razorpay';
import { webhooksFor } from '../../functions/platform/local/razorpay-webhooks';
import { ENV } from '../../functions/platform/resources';
import { signUnsubscribeLink } from '../../functions/platform/unsubscribe-links';
import { pdfBytes, pngBytes, solidPng } from '../fixtures/files';
import { accountOf, jobBody } from '../support/marketplace';
import { postToTicket } from '../support/uploads';
import type { Mailbox } from './mailbox';
import type { Answer, MeteredApi } from './metered-api';

/*
 * One journey per part of the product, each calling its routes with valid requests on the demo data, in
 * the order a person would (an id comes from the answer that made it). Every route of the table is
 * called; the first call of a route is its measurement.
 */

const DEMO_COMPANY = 'acme-tech';
const DEMO_EMPLOYER = 'hiring@acmetech.in';
const DEMO_ADMIN = 'admin@jobmatch.in';
/** The pending demo employer whose recruiter application the admin reviews. */
const DEMO_APPLICANT = 'talent@newcorp.in';
const NEW_PASSWORD = 'Bench@2026x';

export interface Journey {
  api: MeteredApi;
  mail: Mailbox;
  /** Waits until the events and uploads the last calls set off have been handled (matching, parsing). */
  settle(): Promise<void>;
}

/** Throws unless the answer is one of the statuses a valid request gets. */
function expectOk(answer: Answer, what: string): Answer {
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}`);
  return answer;
}

const bearerOf = (headers: { authorization: string }) => headers.authorization.replace(/^Bearer /, '');
const cookieOf = (answer: Answer) => answer.headers.get('set-cookie')?.split(';')[0] ?? '';

async function signIn({ api }: Journey, email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await api.call('POST /auth/secure-login', { body: { email, password } });
  return expectOk(answer, `Signing in ${email}`).data.accessToken as string;
}

async function publicPages({ api }: Journey) {
  await api.call('GET /health');
  await api.call('GET /site/config');
  await api.call('POST /contact/submit', {
    body: {
      name: 'Bench Mark',
      email: 'bench@example.in',
      subject: 'A question about posting jobs',
      message: 'How long does the verification of a recruiter account usually take?',
    },
  });
  await api.call('GET /companies');
  await api.call('GET /companies/{id}', { path: `/companies/${DEMO_COMPANY}` });
  await api.call('GET /companies/{id}/responsiveness', { path: `/companies/${DEMO_COMPANY}/responsiveness` });
  const found = await api.call('GET /jobs/search', { path: '/jobs/search?search=engineer' });
  const jobId = found.data?.content?.[0]?.id ?? found.data?.jobs?.[0]?.id;
  const companyJobs = await api.call('GET /jobs/company/{companyId}', {
    path: `/jobs/company/${DEMO_COMPANY}`,
  });
  await api.call('GET /jobs/{id}', { path: `/jobs/${jobId ?? companyJobs.data?.content?.[0]?.id}` });
}

/**
 * A new candidate signs up, renews the session, changes and restores the address, resets the password,
 * and fills the whole profile with files. Answers the candidate's token and password for the last steps.
 */
async function newCandidate(journey: Journey) {
  const { api, mail } = journey;
  const email = `bench.${randomUUID().slice(0, 8)}@example.in`;
  const query = (otp?: string) => `?email=${encodeURIComponent(email)}${otp ? `&otp=${otp}` : ''}`;
  await api.call('POST /auth/send-verification-otp', { path: `/auth/send-verification-otp${query()}` });
  const registration = await mail.codeIn(email, 'Your Jobmatch verification code');
  const verified = await api.call('POST /auth/verify-registration-otp', {
    path: `/auth/verify-registration-otp${query(registration)}`,
  });
  const password = 'Kavya@2025';
  const registered = await api.call('POST /auth/secure-register', {
    body: {
      firstName: 'Kavya',
      lastName: 'Menon',
      email,
      password,
      role: 'candidate',
      acceptTerms: true,
      acceptPrivacyPolicy: true,
      consentToDataProcessing: true,
      dateOfBirth: '1995-04-12',
      verificationToken: verified.data?.token,
    },
  });
  expectOk(registered, 'Signing up');
  const refreshed = await api.call('POST /auth/refresh', { cookie: cookieOf(registered) });
  let token = expectOk(refreshed, 'Renewing the session').data.accessToken as string;
  await api.call('PUT /users/me', { token, body: { firstName: 'Kavya', lastName: 'Menon' } });
  await api.call('GET /otp/status', { token, path: `/otp/status${query()}&purpose=REGISTRATION` });

  // The address moves and the old one undoes it through its mailed link.
  const next = `moved.${randomUUID().slice(0, 8)}@example.in`;
  await api.call('POST /otp/generate', {
    token,
    body: { email: next, purpose: 'EMAIL_CHANGE', currentPassword: password },
  });
  const change = await mail.codeIn(next, 'Confirm your new email address');
  const changed = await api.call('POST /otp/verify', {
    token,
    body: { email: next, otp: change, purpose: 'EMAIL_CHANGE', currentPassword: password },
  });
  expectOk(changed, 'Changing the address');
  const notice = await mail.textOf(email, 'The email address of your Jobmatch account was changed');
  const undoToken = decodeURIComponent(/\/email-change\/undo\?token=(\S+)/.exec(notice)?.[1] ?? '');
  expectOk(
    await api.call('POST /auth/email-change/undo', { body: { token: undoToken } }),
    'Undoing the change',
  );

  // Both routes send a reset code; the second asks within the resend cooldown, so the first code is used.
  // The undo ended every session and set a password no one knows: the person resets it.
  await api.call('POST /auth/forgot-password', { body: { email } });
  await api.call('POST /auth/send-password-reset-otp', { path: `/auth/send-password-reset-otp${query()}` });
  const reset = await mail.codeIn(email, 'Your Jobmatch password reset code');
  const resetToken = await api.call('POST /auth/verify-password-reset-otp', {
    path: `/auth/verify-password-reset-otp${query(reset)}`,
  });
  expectOk(
    await api.call('POST /auth/reset-password', {
      body: { token: resetToken.data?.token, password: NEW_PASSWORD },
    }),
    'Resetting the password',
  );
  token = await signIn(journey, email, NEW_PASSWORD);
  await fillProfile(journey, token);
  return { token, email, password: NEW_PASSWORD };
}

async function fillProfile(journey: Journey, token: string) {
  const { api } = journey;
  const header = {
    firstName: 'Kavya',
    lastName: 'Menon',
    title: 'Backend engineer',
    location: 'Pune',
    summary: 'Backend engineer who builds services in TypeScript on AWS.',
  };
  await api.call('POST /profile', { token, body: header });
  await api.call('PATCH /profile/header', { token, body: header });
  await api.call('PUT /candidates/me', { token, body: header });
  await api.call('PATCH /profile/job-preferences', {
    token,
    body: {
      isOpenToRemote: true,
      isOpenToHybrid: true,
      isOpenToOnSite: false,
      location: 'Pune',
      preferredLocations: ['Bangalore'],
      jobTypes: ['FULL_TIME'],
      availability: 'Immediate',
      currentSalary: 900_000,
      expectedSalaryMin: 1_200_000,
      expectedSalaryMax: 1_800_000,
      currency: 'INR',
    },
  });
  await api.call('PATCH /profile/skills', {
    token,
    body: { currentRole: 'Backend engineer', technicalSkills: ['Node.js', 'AWS'], languages: ['Hindi'] },
  });
  await api.call('PATCH /profile/experience', {
    token,
    body: {
      experienceYears: 3,
      currentPositionTitle: 'Backend engineer',
      currentCompany: 'Acme Tech',
      industryExperience: 'Software',
    },
  });
  await api.call('PATCH /profile/education', {
    token,
    body: { degree: 'B.Tech', institution: 'COEP', graduationYear: 2021 },
  });
  await api.call('PATCH /profile/links', {
    token,
    body: { linkedin: 'https://www.linkedin.com/in/kavya-menon', github: 'https://github.com/kavya' },
  });
  await api.call('PATCH /profile/additional-info', { token, body: { workAuthorization: null } });

  const work = {
    companyName: 'Acme Tech',
    position: 'Backend engineer',
    startDate: '2021-07',
    endDate: null,
    isCurrent: true,
  };
  const education = {
    institution: 'COEP',
    degree: 'B.Tech',
    startDate: '2017-08',
    endDate: '2021-05',
    isCurrent: false,
  };
  const certification = { name: 'AWS Developer Associate', issuer: 'Amazon Web Services' };
  for (const [path, body] of [
    ['/profile/work-experience', work],
    ['/profile/education', education],
    ['/profile/certifications', certification],
  ] as const) {
    const added = await api.call(`POST ${path}`, { token, body });
    const id = entryIdOf(added.data, path);
    await api.call(`PUT ${path}/{id}`, { token, path: `${path}/${id}`, body });
    await api.call(`DELETE ${path}/{id}`, { token, path: `${path}/${id}` });
  }
  await api.call('PUT /profile/visibility', { token, body: { isPublic: true } });
  await api.call('GET /profile', { token });
  await api.call('GET /candidates/me', { token });
  await files(journey, token);
}

/** The id of the entry an add answered: the profile's newest entry of that list. */
function entryIdOf(profile: Record<string, { id: string }[]> | undefined, path: string): string {
  const list = path.endsWith('work-experience')
    ? profile?.workExperiences
    : path.endsWith('education')
      ? profile?.educations
      : profile?.certifications;
  return list?.at(-1)?.id ?? (profile as { id?: string } | undefined)?.id ?? 'missing';
}

/** Avatar and resume through their presigned tickets, the direct upload, parsing and populating. */
async function files({ api, settle }: Journey, token: string) {
  const png = pngBytes();
  const avatarTicket = await api.call('POST /profile/avatar/upload-url', {
    token,
    body: { fileName: 'kavya.png', fileSize: png.length, contentType: 'image/png' },
  });
  await postToTicket(avatarTicket.data, png);
  await api.call('POST /profile/avatar/upload-complete', {
    token,
    body: { fileKey: avatarTicket.data.fileKey, fileName: 'kavya.png', contentType: 'image/png' },
  });
  await api.call('GET /profile/avatar/info', { token });
  await api.call('GET /profile/avatar/download-url', { token });
  await api.call('DELETE /profile/avatar/delete', { token });

  const resume = pdfBytes('Kavya Menon - Backend engineer - Node.js, TypeScript, AWS - Pune');
  const resumeTicket = await api.call('POST /resume/upload-url', {
    token,
    body: { fileName: 'Kavya-Menon.pdf', fileSize: resume.length, contentType: 'application/pdf' },
  });
  await postToTicket(resumeTicket.data, resume);
  await api.call('POST /resume/upload-complete', {
    token,
    body: { fileKey: resumeTicket.data.fileKey, fileName: 'Kavya-Menon.pdf' },
  });
  await settle();
  await api.call('GET /resume/info', { token });
  await api.call('GET /resume/download-url', { token });
  const direct = new FormData();
  direct.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'Kavya-Menon.pdf');
  await api.call('POST /candidates/resume', { token, form: direct });
  const toParse = new FormData();
  toParse.append('file', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'Kavya-Menon.pdf');
  const parsed = await api.call('POST /resume/parse', { token, form: toParse });
  await settle();
  await api.call('GET /resume/should-populate-profile', { token });
  await api.call('POST /resume/populate-profile', {
    token,
    body: { parsedData: parsed.data?.data, shouldPopulateProfile: true, userConfirmed: true },
  });
  await api.call('POST /profile/enable-matching', { token });
  await api.call('POST /profile/disable-matching', { token });
  await api.call('DELETE /resume/delete', { token });
}

/**
 * The demo employer posts a job the demo candidate matches; the candidate saves and applies to it; the
 * employer works the application and the matches; the candidate reads their side.
 */
async function hiring(journey: Journey) {
  const { api, settle } = journey;
  const employer = await signIn(journey, DEMO_EMPLOYER);
  const candidate = await signIn(journey, DEMO_MATCHED_CANDIDATE);
  await api.call('GET /users/me', { token: employer });
  await api.call('GET /companies/me', { token: employer });
  const body = jobBody({
    title: 'Backend Engineer (Java, Node.js)',
    location: 'Bangalore',
    skills: ['Java', 'Node.js', 'AWS', 'Kafka'],
  });
  const posted = expectOk(await api.call('POST /jobs', { token: employer, body }), 'Posting a job');
  const jobId = posted.data.id as string;
  await api.call('PUT /jobs/{id}', { token: employer, path: `/jobs/${jobId}`, body });
  await api.call('PUT /jobs/{id}/status', {
    token: employer,
    path: `/jobs/${jobId}/status`,
    body: { isActive: true },
  });
  await settle();

  await api.call('POST /candidates/saved-jobs/{id}', {
    token: candidate,
    path: `/candidates/saved-jobs/${jobId}`,
  });
  await api.call('GET /candidates/saved-jobs', { token: candidate });
  await api.call('DELETE /candidates/saved-jobs/{id}', {
    token: candidate,
    path: `/candidates/saved-jobs/${jobId}`,
  });
  await api.call('GET /candidates/recommended-jobs', { token: candidate });
  await api.call('GET /candidates/top-matches', { token: candidate });
  await api.call('GET /candidates/job-match/{jobId}', {
    token: candidate,
    path: `/candidates/job-match/${jobId}`,
  });
  await api.call('GET /candidates/matching-stats', { token: candidate });

  const matches = await api.call('GET /jobs/{id}/matching-candidates', {
    token: employer,
    path: `/jobs/${jobId}/matching-candidates`,
  });
  const candidateId = (await api.call('GET /users/me', { token: candidate })).data.id as string;
  await api.call('POST /jobs/{id}/matching-candidates/{candidateId}/invite', {
    token: employer,
    path: `/jobs/${jobId}/matching-candidates/${matches.data?.content?.[0]?.candidateId ?? candidateId}/invite`,
  });

  const applied = await api.call('POST /applications', {
    token: candidate,
    body: { jobId, coverLetter: 'I build payment services in Java and Node.js.' },
  });
  const applicationId = expectOk(applied, 'Applying').data.id as string;
  await api.call('GET /candidates/applications', { token: candidate });
  await api.call('GET /employer/dashboard/stats', { token: employer });
  await api.call('GET /applications', { token: employer });
  await api.call('PUT /applications/{id}', {
    token: employer,
    path: `/applications/${applicationId}`,
    body: { status: 'reviewed' },
  });
  await api.call('POST /applications/{id}/open', {
    token: employer,
    path: `/applications/${applicationId}/open`,
  });
  await api.call('GET /applications/{id}/candidate', {
    token: employer,
    path: `/applications/${applicationId}/candidate`,
  });
  await api.call('GET /applications/{id}/resume', {
    token: employer,
    path: `/applications/${applicationId}/resume`,
  });
  await api.call('POST /applications/{id}/notes', {
    token: employer,
    path: `/applications/${applicationId}/notes`,
    body: { text: 'Strong on payments; call this week.' },
  });
  await api.call('GET /applications/{id}/notes', {
    token: employer,
    path: `/applications/${applicationId}/notes`,
  });
  await api.call('GET /candidates/{id}', { token: employer, path: `/candidates/${candidateId}` });

  const spare = expectOk(
    await api.call('POST /jobs', { token: employer, body: jobBody() }),
    'Posting a second job',
  );
  await api.call('DELETE /jobs/{id}', { token: employer, path: `/jobs/${spare.data.id}` });
  return employer;
}

/**
 * Jobs that stay real (issue 33): the poster confirms a job is still hiring and reads whether it may post;
 * a candidate reports it; the admin reads the queue, restores it, and suspends and lifts the posting.
 */
async function keepingJobsReal(journey: Journey) {
  const { api, settle } = journey;
  const [employer, candidate, admin] = [
    await signIn(journey, DEMO_EMPLOYER),
    await signIn(journey, DEMO_MATCHED_CANDIDATE),
    await signIn(journey, DEMO_ADMIN),
  ];
  const posted = expectOk(
    await api.call('POST /jobs', { token: employer, body: jobBody() }),
    'Posting a job to report',
  );
  const jobId = posted.data.id as string;
  await api.call('GET /jobs/posting-standing', { token: employer });
  await api.call('POST /jobs/{id}/confirmation', { token: employer, path: `/jobs/${jobId}/confirmation` });
  await api.call('GET /jobs/{id}/reports/mine', { token: candidate, path: `/jobs/${jobId}/reports/mine` });
  await api.call('POST /jobs/{id}/reports', {
    token: candidate,
    path: `/jobs/${jobId}/reports`,
    body: { reason: 'fake', details: 'The company says it is not hiring for this role.' },
  });
  await api.call('GET /admin/job-reports', { token: admin });
  await api.call('POST /admin/job-reports/{id}/decision', {
    token: admin,
    path: `/admin/job-reports/${jobId}/decision`,
    body: { decision: 'restore' },
  });
  const organisationId = (await api.call('GET /companies/me', { token: employer })).data
    ?.organisationId as string;
  const suspension = `/admin/organizations/${organisationId}/posting-suspension`;
  await api.call('POST /admin/organizations/{orgId}/posting-suspension', {
    token: admin,
    path: suspension,
    body: { reason: 'Benchmark: suspended and lifted at once.' },
  });
  await api.call('DELETE /admin/organizations/{orgId}/posting-suspension', {
    token: admin,
    path: suspension,
  });
  await settle();
  await api.call('DELETE /jobs/{id}', { token: employer, path: `/jobs/${jobId}` });
}

/** A new employer applies for verification with a document; the admin reviews, approves and rejects. */
/** Ends with the new employer approved; answers their token. */
async function verification(journey: Journey): Promise<string> {
  const { api } = journey;
  const applicant = await accountOf('EMPLOYER', 'pending');
  const token = bearerOf(applicant.headers);
  const licence = pdfBytes('Business licence of Bench Labs');
  const ticket = await api.call('POST /recruiter/documents/upload-url', {
    token,
    body: { kind: 'businessLicense', fileName: 'licence.pdf', fileSize: licence.length },
  });
  await postToTicket(ticket.data, licence);
  await api.call('POST /recruiter/applications', {
    token,
    body: {
      companyName: 'Bench Labs',
      companyWebsite: 'https://benchlabs.example.in',
      companySize: '11-50',
      industry: 'Software & IT services',
      companyDescription: 'Bench Labs measures software so that people do not wait for it.',
      jobTitle: 'Founder',
      workEmail: applicant.record.email,
      phoneNumber: '+91 98220 45678',
      linkedinProfile: '',
      hiringNeeds: 'Two backend engineers this quarter.',
      businessLicense: { fileKey: ticket.data.fileKey, fileName: 'licence.pdf' },
    },
  });
  await api.call('GET /recruiter/applications/me', { token });

  const admin = await signIn(journey, DEMO_ADMIN);
  await api.call('GET /admin/dashboard', { token: admin });
  await api.call('GET /admin/jobs', { token: admin });
  // The admin posts a job for a demo company and removes it with a reason (its employer is mailed).
  const moderated = expectOk(
    await api.call('POST /jobs', { token: admin, body: jobBody({ companyId: DEMO_COMPANY }) }),
    'An admin posting a job',
  );
  await api.call('POST /admin/jobs/{id}/moderation', {
    token: admin,
    path: `/admin/jobs/${moderated.data.id}/moderation`,
    body: { action: 'remove', reason: 'Posted by the benchmark to measure moderation.' },
  });
  await api.call('GET /admin/recruiters/applications/summary', { token: admin });
  const listed = await api.call('GET /admin/recruiters/applications', { token: admin });
  const rows = (listed.data?.content ?? []) as { id: string; userId: string; applicant: { email: string } }[];
  const ours = rows.find((row) => row.userId === applicant.record.id)?.id;
  const demo = rows.find((row) => row.applicant.email === DEMO_APPLICANT)?.id;
  const review = `/admin/recruiters/applications/${ours}`;
  await api.call('POST /admin/recruiters/applications/{id}/review', {
    token: admin,
    path: `${review}/review`,
  });
  await api.call('GET /admin/recruiters/applications/{id}/documents/{kind}', {
    token: admin,
    path: `${review}/documents/businessLicense`,
  });
  await api.call('POST /admin/recruiters/applications/{id}/approve', {
    token: admin,
    path: `${review}/approve`,
    body: { notes: 'Documents in order.' },
  });
  await api.call('POST /admin/recruiters/applications/{id}/reject', {
    token: admin,
    path: `/admin/recruiters/applications/${demo}/reject`,
    body: { reason: 'The company website does not load.' },
  });
  return token;
}

/** The provider's own records, read from the local stand-in as the handlers read them. */
async function provider<T>(path: string): Promise<T> {
  const auth = Buffer.from(`${LOCAL_RAZORPAY.keyId}:${LOCAL_RAZORPAY.keySecret}`).toString('base64');
  const response = await fetch(`${process.env[ENV.razorpayApiUrl]}${path}`, {
    headers: { authorization: `Basic ${auth}` },
  });
  return (await response.json()) as T;
}

/**
 * The demo employer reads its enterprise subscription and invoice; the newly approved one buys Basic on
 * the local checkout, verifies it, receives the provider's webhook for it, and cancels.
 */
async function subscriptions(journey: Journey, owner: string, buyer: string) {
  const { api } = journey;
  await api.call('GET /subscriptions/plans');
  const current = await api.call('GET /subscriptions/current', { token: owner });
  await api.call('GET /subscriptions/history', { token: owner });
  await api.call('GET /subscriptions/status', { token: owner });
  await api.call('GET /subscriptions/{id}/invoice', {
    token: owner,
    path: `/subscriptions/${current.data.id}/invoice`,
  });

  const order = expectOk(
    await api.call('POST /subscriptions/create-order', {
      token: buyer,
      body: {
        plan: 'BASIC',
        billingCycle: 'MONTHLY',
        billingAddress: { line: 'Baner Road', city: 'Pune', pincode: '411045', stateCode: '27' },
      },
    }),
    'Ordering Basic',
  ).data;
  const paid = await fetch(`${process.env[ENV.razorpayApiUrl]}/v1/checkout/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: LOCAL_RAZORPAY.keyId, order_id: order.id, outcome: 'success' }),
  }).then((response) => response.json() as Promise<Record<string, string>>);
  await api.call('POST /subscriptions/verify-payment', {
    token: buyer,
    body: {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
  });
  const [captured] = webhooksFor(
    await provider(`/v1/payments/${paid.razorpay_payment_id}`),
    await provider(`/v1/orders/${order.id}`),
    { id: LOCAL_RAZORPAY.accountId, webhookSecret: LOCAL_RAZORPAY.webhookSecret },
  );
  await api.call('POST /payments/razorpay/webhook', {
    rawBody: captured?.body,
    headers: {
      'x-razorpay-signature': captured?.signature ?? '',
      'x-razorpay-event-id': captured?.eventId ?? '',
    },
  });
  await api.call('POST /subscriptions/cancel', { token: buyer });
}

/** The demo employer's enterprise team: invitations accepted, declined, resent and cancelled. */
async function team(journey: Journey, owner: string) {
  const { api, mail } = journey;
  const org = `/organizations/${DEMO_ENTERPRISE_ORGANISATION}`;
  await api.call('GET /organizations/{orgId}', { token: owner, path: org });
  const invite = async () => {
    const person = await accountOf('EMPLOYER', 'pending');
    const sent = await api.call('POST /organizations/{orgId}/invite', {
      token: owner,
      path: `${org}/invite`,
      body: { email: person.record.email, role: 'recruiter' },
    });
    return { person, token: bearerOf(person.headers), invitationId: expectOk(sent, 'Inviting').data.id };
  };
  const linkIn = async (email: string, nth = 1) => {
    const text = await mail.textOf(email, await inviteSubject(journey, owner), nth);
    return /\/invite\/accept\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
  };

  const joining = await invite();
  await api.call('GET /organizations/{orgId}/invitations', { token: owner, path: `${org}/invitations` });
  await api.call('POST /invitations/accept', {
    token: joining.token,
    body: { token: await linkIn(joining.person.record.email) },
  });
  await api.call('GET /organizations/{orgId}/members', { token: owner, path: `${org}/members` });
  await api.call('GET /organizations/{orgId}/analytics', { token: owner, path: `${org}/analytics` });
  const member = `${org}/members/${joining.person.record.id}`;
  await api.call('PATCH /organizations/{orgId}/members/{memberId}', {
    token: owner,
    path: member,
    body: { role: 'admin' },
  });
  await api.call('DELETE /organizations/{orgId}/members/{memberId}', { token: owner, path: member });

  const declining = await invite();
  await api.call('POST /organizations/{orgId}/invitations/{invitationId}/resend', {
    token: owner,
    path: `${org}/invitations/${declining.invitationId}/resend`,
  });
  await api.call('POST /invitations/decline', {
    token: declining.token,
    body: { token: await linkIn(declining.person.record.email, 2) },
  });
  const cancelled = await invite();
  await api.call('DELETE /organizations/{orgId}/invitations/{invitationId}', {
    token: owner,
    path: `${org}/invitations/${cancelled.invitationId}`,
  });
}

let invitationSubject: string | undefined;
/** The invitation mail's subject names the inviter and the organisation, read once from the API. */
async function inviteSubject({ api }: Journey, owner: string): Promise<string> {
  if (!invitationSubject) {
    const me = (await api.call('GET /users/me', { token: owner })).data;
    const org = (
      await api.call('GET /organizations/{orgId}', {
        token: owner,
        path: `/organizations/${DEMO_ENTERPRISE_ORGANISATION}`,
      })
    ).data;
    invitationSubject = `${me.firstName} ${me.lastName} invited you to join ${org.name} on Jobmatch`;
  }
  return invitationSubject;
}

/** Calls every route of the table once (at least), in journeys that give each a valid request. */
/**
 * The demo employer edits Acme Tech's profile and logo and files a new name, which the admin reads in the
 * queue and rejects (the demo company keeps its name for the other journeys); a visitor reads the page by
 * its address and the logo (issue 34).
 */
async function companyPages(journey: Journey) {
  const { api } = journey;
  const employer = await signIn(journey, DEMO_EMPLOYER);
  const admin = await signIn(journey, DEMO_ADMIN);
  const company = (await api.call('GET /companies/me', { token: employer })).data;
  const profile = {
    name: company.name,
    website: company.website,
    about: company.description,
    industry: company.industry,
    size: company.size,
    headquarters: company.location,
    officeCities: company.officeCities,
    foundedYear: company.foundedYear,
  };
  expectOk(await api.call('PUT /companies/me', { token: employer, body: profile }), 'Saving the profile');
  const logo = solidPng(128, [29, 78, 216]);
  const ticket = await api.call('POST /companies/me/logo/upload-url', {
    token: employer,
    body: { fileName: 'logo.png', fileSize: logo.length },
  });
  await postToTicket(ticket.data, logo);
  await api.call('POST /companies/me/logo', { token: employer, body: { fileKey: ticket.data.fileKey } });
  await api.call('GET /companies/{id}', { path: `/companies/${company.slug ?? DEMO_COMPANY}` });
  await api.call('GET /companies/{id}/logo', { path: `/companies/${company.id}/logo` });
  await api.call('PUT /companies/me', {
    token: employer,
    body: { ...profile, name: `${company.name} India` },
  });
  await api.call('GET /admin/company-changes', { token: admin });
  await api.call('POST /admin/company-changes/{id}/reject', {
    token: admin,
    path: `/admin/company-changes/${company.id}/reject`,
    body: { reason: 'The name does not match the company registration.' },
  });
  // A second request, filed again and approved, names the company as it was.
  await api.call('PUT /companies/me', {
    token: employer,
    body: { ...profile, website: 'https://acmetech.co.in' },
  });
  await api.call('POST /admin/company-changes/{id}/approve', {
    token: admin,
    path: `/admin/company-changes/${company.id}/approve`,
  });
}

/** An employer's mail choices, and an optional mail's unsubscribe link followed and undone (ADR 0034). */
async function mailChoices(journey: Journey) {
  const { api } = journey;
  const employer = await signIn(journey, DEMO_EMPLOYER);
  await api.call('GET /notifications/preferences', { token: employer });
  await api.call('PUT /notifications/preferences', { token: employer, body: { newApplications: 'daily' } });
  const accountId = (await api.call('GET /users/me', { token: employer })).data?.id as string;
  // Signed as a mailer signs it: the stack runs in this process, with the stage's key in its environment.
  const token = await signUnsubscribeLink({ accountId, kind: 'renewalReminders' });
  const query = `?${new URLSearchParams({ token })}`;
  await api.call('POST /notifications/unsubscribe', { path: `/notifications/unsubscribe${query}` });
  await api.call('POST /notifications/resubscribe', { path: `/notifications/resubscribe${query}` });
}

/** A person's own data (ADR 0037): their export and access log, and an admin's audit of that log. */
async function personalData(journey: Journey, person: { email: string; token: string }) {
  const { api } = journey;
  await api.call('POST /privacy/export', { token: person.token });
  await api.call('GET /privacy/access-log', { token: person.token });
  const admin = await signIn(journey, DEMO_ADMIN);
  await api.call('GET /admin/access-log', {
    token: admin,
    path: `/admin/access-log?${new URLSearchParams({ email: person.email })}`,
  });
}

export async function callEveryRoute(journey: Journey): Promise<void> {
  await publicPages(journey);
  const person = await newCandidate(journey);
  const owner = await hiring(journey);
  await keepingJobsReal(journey);
  await companyPages(journey);
  await mailChoices(journey);
  const approvedEmployer = await verification(journey);
  await team(journey, owner);
  await subscriptions(journey, owner, approvedEmployer);
  await personalData(journey, person);
  // Last, as a person leaves: signing out ends that sign-in, deleting (from another) ends the account.
  const signOut = await journey.api.call('POST /auth/secure-login', {
    body: { email: person.email, password: person.password },
  });
  await journey.api.call('POST /auth/logout', { cookie: cookieOf(signOut) });
  await journey.api.call('DELETE /users/me', {
    token: person.token,
    body: { currentPassword: person.password },
  });
}
