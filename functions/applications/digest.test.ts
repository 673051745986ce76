// Boundary: the hiring team's daily digest: applications through the local API host, their digest entries
// written by the Application Submitted consumer on the local bus, the morning run against DynamoDB Local
// and the SES stand-in.
import { describe, expect, it } from 'vitest';
import { indianDay } from '../../shared/dates';
import { callApi, waitForMail } from '../../test/support/api';
import { employerWithCompany } from '../../test/support/marketplace';
import { newApplicant, postJob } from '../../test/support/marketplace-cast';
import { applicationDigestEntries } from '../model/application-digest-entries';
import { digestMail, mailDigests } from './digest';

async function entriesOf(organisationId: string, day: string, count: number) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const { data } = await applicationDigestEntries()
      .query.byDay({ day })
      .begins({ organisationId })
      .go({ pages: 'all' });
    if (data.length >= count) return data;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the digest entries of ${organisationId} were not written`);
}

describe("the hiring team's daily digest", () => {
  it('lists each job with its new applicants, counts an unopened IT applicant without naming them, and mails once', async () => {
    const employer = await employerWithCompany();
    const store = await postJob(employer, {
      category: 'NON_IT',
      function: 'sales',
      title: 'Store Supervisor',
    });
    const platform = await postJob(employer, { title: 'Platform Engineer' });
    const first = await newApplicant(store.id);
    const second = await newApplicant(store.id);
    const it = await newApplicant(platform.id);

    const day = indianDay(first.application.appliedAt);
    await entriesOf(employer.organisationId, day, 3);
    // The next morning's run, 9:00 in India: it also mails other tests' organisations of the same day.
    const morning = new Date(`${day}T03:30:00.000Z`);
    morning.setUTCDate(morning.getUTCDate() + 1);
    await mailDigests(morning);

    const mails = (await waitForMail(employer.record.email)).filter((mail) =>
      mail.subject.includes('new applications on Jobmatch'),
    );
    expect(mails).toHaveLength(1);
    const text = mails[0]?.body.text ?? '';
    console.info(`--- The digest as ${employer.record.email} reads it ---\n${mails[0]?.subject}\n\n${text}`);
    expect(mails[0]?.subject).toMatch(/^3 new applications on Jobmatch, \d+ \w+ \d{4}$/);
    expect(text).toContain('Store Supervisor: 2 new applications');
    for (const { person } of [first, second])
      expect(text).toContain(`- ${person.record.firstName} ${person.record.lastName}`);
    expect(text).toContain('Platform Engineer: 1 new application');
    expect(text).toContain(
      '- 1 IT applicant, shown once your organisation opens the application on its plan',
    );
    expect(text).not.toContain(it.person.record.email);
    expect(text).toContain(`/employer/dashboard?tab=applications&jobId=${store.id}`);
    expect(mails[0]?.headers?.some((header) => header.name === 'List-Unsubscribe')).toBe(true);

    // The schedule fires again (a retry, a second run the same morning, the next day's catch-up).
    await mailDigests(morning);
    await mailDigests(new Date(morning.getTime() + 86_400_000));
    expect(
      (await waitForMail(employer.record.email, 2, 500)).filter((mail) =>
        mail.subject.includes('new applications on Jobmatch'),
      ),
    ).toHaveLength(1);
  });

  it('mails nobody who chose instant notices or turned them off', async () => {
    const instant = await employerWithCompany();
    await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: instant.headers,
      body: { newApplications: 'instant' },
    });
    const job = await postJob(instant, { category: 'NON_IT', function: 'sales' });
    const { application } = await newApplicant(job.id);
    const day = indianDay(application.appliedAt);
    await entriesOf(instant.organisationId, day, 1);
    const morning = new Date(`${day}T03:30:00.000Z`);
    morning.setUTCDate(morning.getUTCDate() + 1);
    await mailDigests(morning);
    const digests = (await waitForMail(instant.record.email, 2, 1000)).filter((mail) =>
      mail.subject.includes('on Jobmatch,'),
    );
    expect(digests).toHaveLength(0);
  });
});

describe('digestMail', () => {
  it('gives each shown applicant their title and match, and says "application" for one', () => {
    const mail = digestMail(
      {
        firstName: 'Meera',
        companyName: 'Acme Retail',
        day: '2026-11-28',
        jobs: [
          {
            jobId: 'j1',
            title: 'Store Supervisor',
            count: 1,
            shown: [{ name: 'Kavya Menon', title: 'Retail Store Lead', matchPercentage: 86 }],
          },
        ],
      },
      'https://jobmatch.in',
    );
    expect(mail.subject).toBe('1 new application on Jobmatch, 28 November 2026');
    expect(mail.text).toContain("On 28 November 2026, Acme Retail's jobs received 1 new application.");
    expect(mail.text).toContain('- Kavya Menon, Retail Store Lead, 86% match');
  });
});
