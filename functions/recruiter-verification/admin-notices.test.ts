// Boundary: the admins' recruiter-application mails: a submission through the local API host, its event on
// the local bus, the notice and the morning reminder against DynamoDB Local and the SES stand-in.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, waitForMail } from '../../test/support/api';
import { accountOf } from '../../test/support/marketplace';
import { recruiterApplications } from '../model/recruiter-applications';
import { notifyAdminsOfApplication, remindAdminsOfWaiting } from './admin-notices';

const body = () => ({
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
});

const mailsTo = async (to: string, subject: RegExp, count = 1, timeoutMs?: number) =>
  (await waitForMail(to, count, timeoutMs)).filter((mail) => subject.test(mail.subject));

describe("the admins' recruiter-application mails", () => {
  it('tells each admin of a new application once, and never one who turned them off', async () => {
    const admin = await accountOf('ADMIN');
    const quiet = await accountOf('ADMIN');
    await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: quiet.headers,
      body: { recruiterApplications: 'off' },
    });
    const employer = await accountOf('EMPLOYER', 'pending');
    const application = body();
    const submitted = await callApi('/recruiter/applications', {
      method: 'POST',
      headers: employer.headers,
      body: application,
    });
    expect(submitted.status).toBe(201);

    const subject = new RegExp(`^New recruiter application: ${application.companyName}$`);
    const [notice] = await mailsTo(admin.record.email, subject);
    const text = notice?.body.text ?? '';
    console.info(`--- The notice as ${admin.record.email} reads it ---\n${notice?.subject}\n\n${text}`);
    expect(text).toContain(`Head of Talent at ${application.companyName}, applied to hire on Jobmatch.`);
    expect(text).toMatch(/\/admin\/recruiters$/m);
    expect(notice?.headers?.some((header) => header.name === 'List-Unsubscribe')).toBe(true);

    // The event delivered again: no second mail.
    const id = (submitted.json.data as { id: string }).id;
    await notifyAdminsOfApplication({ applicationId: id, submittedAt: new Date().toISOString() });
    expect(await mailsTo(admin.record.email, subject, 2, 500)).toHaveLength(1);
    expect(await mailsTo(quiet.record.email, subject, 1, 500)).toHaveLength(0);
  });

  it('reminds each admin once a morning while an application has waited over a business day', async () => {
    const admin = await accountOf('ADMIN');
    const employer = await accountOf('EMPLOYER', 'pending');
    const application = body();
    const submitted = await callApi('/recruiter/applications', {
      method: 'POST',
      headers: employer.headers,
      body: application,
    });
    expect(submitted.status).toBe(201);
    const { submittedAt } = (
      await recruiterApplications()
        .get({ id: (submitted.json.data as { id: string }).id })
        .go()
    ).data as { submittedAt: string };
    const reminder = /recruiter applications? (has|have) waited over a business day$/;

    // Not yet a business day: no reminder names it (other tests' applications may, so judge by the text).
    await remindAdminsOfWaiting(new Date(Date.parse(submittedAt) + 60_000));
    const early = await mailsTo(admin.record.email, reminder, 2, 500);
    expect(early.map((mail) => mail.body.text).join()).not.toContain(application.companyName);

    // Four days on, past any weekend: named once, however often the morning run repeats.
    const later = new Date(Date.parse(submittedAt) + 4 * 86_400_000);
    await remindAdminsOfWaiting(later);
    await remindAdminsOfWaiting(later);
    // The reminder lists the ten oldest by name: beside other tests' applications this one may be a count.
    const reminders = await mailsTo(admin.record.email, reminder, 2, 1500);
    expect(reminders).toHaveLength(1);
    const text = reminders[0]?.body.text ?? '';
    if (!text.includes('and ')) expect(text).toContain(`- ${application.companyName}: waiting 4 days`);
    else expect(text).toMatch(/^and \d+ more\.$/m);
  });
});
