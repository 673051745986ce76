// Boundary: the hiring team's new-application notice (Application Submitted -> application-mails) through
// the local API host, the local bus, DynamoDB Local and the SES stand-in.
import { describe, expect, it } from 'vitest';
import { callApi, waitForMail } from '../../test/support/api';
import { employerWithCompany } from '../../test/support/marketplace';
import { newApplicant, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import type { ApplicationSubmittedDetail } from '../model/events';
import { notifyHiringTeam } from './employer-notice';

const notices = async (to: string, count = 1, timeoutMs?: number) =>
  (await waitForMail(to, count, timeoutMs)).filter((mail) => mail.subject.startsWith('New application for '));

async function choose(employer: TestEmployer, newApplications: string) {
  const saved = await callApi('/notifications/preferences', {
    method: 'PUT',
    headers: employer.headers,
    body: { newApplications },
  });
  expect(saved.status).toBe(200);
}

describe("the hiring team's new-application notice", () => {
  it('mails a member who chose "As they arrive" once per application, naming a non-IT applicant', async () => {
    const employer = await employerWithCompany();
    await choose(employer, 'instant');
    const job = await postJob(employer, { category: 'NON_IT', function: 'sales', title: 'Field Sales Lead' });
    const { person, application } = await newApplicant(job.id);

    const [mail] = await notices(employer.record.email);
    expect(mail?.subject).toBe(
      `New application for Field Sales Lead: ${person.record.firstName} ${person.record.lastName}`,
    );
    const text = mail?.body.text ?? '';
    console.info(`--- The notice as ${employer.record.email} reads it ---\n${mail?.subject}\n\n${text}`);
    expect(text).toContain(`/employer/dashboard?tab=applications&jobId=${job.id}`);
    expect(text).toContain('You get this email because you are on a hiring team');
    expect(mail?.headers?.find((header) => header.name === 'List-Unsubscribe-Post')?.value).toBe(
      'List-Unsubscribe=One-Click',
    );

    // The event delivered again (a retry, a duplicate): no second mail.
    const detail: ApplicationSubmittedDetail = {
      applicationId: application.id,
      jobId: job.id,
      candidateId: person.record.id,
      organisationId: employer.organisationId,
      appliedAt: application.appliedAt,
    };
    await notifyHiringTeam(detail);
    await notifyHiringTeam(detail);
    expect(await notices(employer.record.email, 2, 500)).toHaveLength(1);
  });

  it('names no IT applicant the organisation has no plan to open', async () => {
    const employer = await employerWithCompany();
    await choose(employer, 'instant');
    const job = await postJob(employer, { title: 'Platform Engineer' });
    const { person } = await newApplicant(job.id);
    const [mail] = await notices(employer.record.email);
    expect(mail?.subject).toBe('New application for Platform Engineer');
    expect(mail?.body.text).toContain('A new candidate applied to Platform Engineer');
    expect(mail?.body.text).not.toContain(person.record.lastName);
    expect(mail?.body.text).not.toContain(person.record.email);
  });

  it('mails nobody on the daily default or who turned them off', async () => {
    const daily = await employerWithCompany();
    const job = await postJob(daily, { category: 'NON_IT', function: 'sales' });
    await newApplicant(job.id);
    const off = await employerWithCompany();
    await choose(off, 'off');
    const other = await postJob(off, { category: 'NON_IT', function: 'sales' });
    await newApplicant(other.id);
    expect(await notices(daily.record.email, 1, 1500)).toHaveLength(0);
    expect(await notices(off.record.email, 1, 500)).toHaveLength(0);
  });
});
