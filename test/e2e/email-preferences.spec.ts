// Boundary: browser -> /account/emails -> /api/v1/notifications/preferences -> DynamoDB Local; a candidate's
// application -> the local bus -> application-mails -> the SES stand-in; the mailed unsubscribe link in a
// signed-out browser, and a mail provider's cookie-less one-click POST (RFC 8058).
import { pdfBytes } from '../fixtures/files';
import { axeViolations } from './axe';
import { apiToken, approveEmployer, escapeRegExp, expect, test } from './fixtures';
import { uniqueTitle } from './jobs-support';

test("an employer asks for instant notices, a new application's mail arrives, and its link stops them (with Undo)", async ({
  page,
  browser,
  request,
  signUp,
  login,
  mailbox,
  playwright,
}) => {
  const employer = await signUp({ role: 'employer', firstName: 'Meera' });
  await approveEmployer(request, employer);
  await login(employer);

  // The account page leads to the choices; each saves as it is picked.
  await page.goto('/account');
  await page.getByRole('link', { name: 'Choose which emails you get' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emails you get from us' })).toBeVisible();
  const notices = page.getByRole('group', { name: 'New applications' });
  await expect(notices.getByRole('radio', { name: 'Daily summary' })).toBeChecked();
  await notices.getByRole('radio', { name: 'As they arrive' }).check();
  await expect(page.getByText('Email preferences saved.')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Plan renewal reminders' }).getByRole('radio', { name: 'On' }),
  ).toBeChecked();
  await expect(page.getByText('Sign-in and verification codes', { exact: false })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(notices.getByRole('radio', { name: 'As they arrive' })).toBeChecked();

  // A candidate applies to the employer's new job (posting and applying have their own tests).
  const { title } = uniqueTitle('Store Manager');
  const posted = await request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${await apiToken(request, employer)}` },
    data: {
      title,
      description: 'Run a busy neighbourhood store in Pune with a team of eight, from stock to staff rotas.',
      requirements: 'Retail experience',
      responsibilities: '',
      benefits: '',
      jobType: 'FULL_TIME',
      location: 'Pune',
      isRemote: false,
      isHybrid: false,
      salaryMin: 450_000,
      salaryMax: 650_000,
      currency: 'INR',
      experienceMin: 2,
      experienceMax: 6,
      contactEmail: null,
      skills: ['Retail'],
      category: 'NON_IT',
      function: 'operations',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: string } }).data.id;
  const applicant = await signUp({ firstName: 'Kavya' });
  const candidateToken = await apiToken(request, applicant);
  const resume = await request.post('/api/v1/candidates/resume', {
    headers: { authorization: `Bearer ${candidateToken}` },
    multipart: { resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(resume.status(), await resume.text()).toBe(201);
  const applied = await request.post('/api/v1/applications', {
    headers: { authorization: `Bearer ${candidateToken}` },
    data: { jobId },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  const mail = await mailbox.waitFor({
    to: employer.email,
    subject: new RegExp(`^New application for ${escapeRegExp(title)}: `),
  });
  const text = mail.body.text ?? '';
  expect(text).toContain(`Hello ${employer.firstName},`);
  expect(text).toContain(`/employer/dashboard?tab=applications&jobId=${jobId}`);
  const unsubscribeLink = /Stop "New applications" emails: (\S+)/.exec(text)?.[1] ?? '';
  expect(unsubscribeLink).toContain('/unsubscribe?token=');

  // The footer's link, opened where nobody is signed in: nothing changes until the button is pressed.
  const guestContext = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 390, height: 844 },
  });
  const guest = await guestContext.newPage();
  const link = new URL(unsubscribeLink);
  await guest.goto(`${link.pathname}${link.search}`);
  await expect(guest.getByRole('heading', { name: 'Stop "New applications" emails?' })).toBeVisible();
  expect(await axeViolations(guest)).toEqual([]);
  await guest.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(guest.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(guest.getByText('You will no longer get "New applications" emails.')).toBeVisible();
  await page.reload();
  await expect(notices.getByRole('radio', { name: 'Off' })).toBeChecked();
  await guest.getByRole('button', { name: 'Undo' }).click();
  await expect(guest.getByRole('heading', { name: 'You are subscribed again' })).toBeVisible();
  await page.reload();
  await expect(notices.getByRole('radio', { name: 'As they arrive' })).toBeChecked();
  await guestContext.close();

  // The mail provider's own Unsubscribe button: a POST to the header's address, with no cookie.
  const token = link.searchParams.get('token') ?? '';
  const provider = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const oneClick = await provider.post(
    `/api/v1/notifications/unsubscribe?${new URLSearchParams({ token })}`,
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    },
  );
  expect(oneClick.status()).toBe(200);
  await provider.dispose();
  await page.reload();
  await expect(notices.getByRole('radio', { name: 'Off' })).toBeChecked();
});
