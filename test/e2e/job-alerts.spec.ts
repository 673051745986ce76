// Boundary: browser -> /jobs "Get these jobs by email" -> /api/v1/job-alerts -> DynamoDB Local; the
// confirmation mail from the SES stand-in, confirmed in the browser; a job posted through the API -> the
// local bus -> job-alerts-events -> the alert mail; a mail provider's cookie-less one-click POST (RFC 8058).
import { axeViolations } from './axe';
import { apiToken, approveEmployer, escapeRegExp, expect, type Mail, test } from './fixtures';
import { uniqueTitle } from './jobs-support';
import { MAIL_STORE_URL } from './stack';

function jobBody(title: string) {
  return {
    title,
    description: 'Build the screens our hiring teams use every day, with a small product team in Pune.',
    requirements: 'React\nTypeScript',
    responsibilities: '',
    benefits: '',
    jobType: 'FULL_TIME',
    location: 'Pune',
    isRemote: false,
    isHybrid: true,
    salaryMin: 1_200_000,
    salaryMax: 1_800_000,
    currency: 'INR',
    experienceMin: 2,
    experienceMax: 6,
    contactEmail: null,
    skills: ['React', 'TypeScript'],
    category: 'IT',
    function: 'engineering',
  };
}

const header = (mail: Mail, name: string) => mail.headers?.find((item) => item.name === name)?.value;

test('a guest subscribes to "react jobs in Pune", confirms, gets one mail for a new job, and a cookie-less POST stops the next', async ({
  browser,
  page,
  request,
  signUp,
  mailbox,
  playwright,
}) => {
  const employer = await signUp({ role: 'employer', firstName: 'Meera' });
  await approveEmployer(request, employer);
  await page.goto('/');
  const origin = new URL(page.url()).origin;

  // A visitor on a phone, signed out, searching.
  const visitor = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
  const guest = await visitor.newPage();
  await guest.goto('/jobs?search=react&location=Pune');
  await guest.getByRole('button', { name: 'Get these jobs by email' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Get these jobs by email' });
  await expect(dialog.getByText('react jobs in Pune', { exact: true })).toBeVisible();
  await dialog.getByRole('radio', { name: 'As jobs are posted' }).check();
  await dialog.getByRole('button', { name: 'Email me these jobs' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  const email = `alerts.${Date.now()}.${process.pid}@example.in`;
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Email me these jobs' }).click();
  const sent = guest.getByRole('dialog', { name: 'Check your inbox' });
  await expect(sent.getByText(`we sent a link to ${email}`)).toBeVisible();
  expect(await axeViolations(guest)).toEqual([]);
  await sent.getByRole('button', { name: 'Done' }).click();

  const confirmation = await mailbox.waitFor({
    to: email,
    subject: /^Confirm your Jobmatch job alert: react jobs in Pune$/,
  });
  expect(header(confirmation, 'List-Unsubscribe')).toBeUndefined();
  const link = new URL(/Confirm the alert: (\S+)/.exec(confirmation.body.text ?? '')?.[1] ?? '');
  await guest.goto(`${link.pathname}${link.search}`);
  await expect(guest.getByRole('heading', { name: 'Confirm your job alert' })).toBeVisible();
  await guest.getByRole('button', { name: 'Confirm job alert' }).click();
  await expect(guest.getByRole('heading', { name: 'Your job alert is on' })).toBeVisible();
  expect(await axeViolations(guest)).toEqual([]);
  await visitor.close();

  // The employer posts a matching job: one mail, with both unsubscribe headers.
  const employerToken = await apiToken(request, employer);
  const { title } = uniqueTitle('React Developer');
  const posted = await request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${employerToken}` },
    data: jobBody(title),
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const alert = await mailbox.waitFor({
    to: email,
    subject: new RegExp(`^New job for "react jobs in Pune": ${escapeRegExp(title)} at `),
  });
  expect(alert.body.text).toMatch(/^Hello,/);
  const oneClick = header(alert, 'List-Unsubscribe')?.match(/^<(.+)>$/)?.[1] ?? '';
  expect(oneClick).toContain('/api/v1/notifications/unsubscribe?token=');
  expect(header(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // The mail provider's Unsubscribe button: a POST with no cookie and no session.
  const provider = await playwright.request.newContext();
  const stopped = await provider.post(oneClick.replace(/^https?:\/\/[^/]+/, origin), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(stopped.status()).toBe(200);
  await provider.dispose();

  // The next matching job mails nothing: the matcher has run once its Job Changed reached the search index.
  const next = uniqueTitle('React Developer');
  const again = await request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${employerToken}` },
    data: jobBody(next.title),
  });
  expect(again.status()).toBe(201);
  await expect
    .poll(
      async () =>
        (await request.get(`/api/v1/jobs/search?search=${next.keyword}`))
          .json()
          .then((body) => body.data.total),
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  await page.waitForTimeout(1_500);
  const { emails } = (await (await request.get(MAIL_STORE_URL)).json()) as { emails: Mail[] };
  const toGuest = emails.filter((mail) => mail.destination.to.some((to) => to.includes(email)));
  expect(toGuest.map((mail) => mail.subject).filter((subject) => subject.startsWith('New job'))).toEqual([
    alert.subject,
  ]);
});

test('a candidate saves a search as a daily alert and manages it from the menu', async ({
  page,
  signUp,
  login,
}) => {
  const candidate = await signUp({ firstName: 'Asha' });
  await login(candidate);
  const { keyword } = uniqueTitle('Analyst');
  await page.goto(`/jobs?search=${keyword}&type=FULL_TIME`);
  await page.getByRole('button', { name: 'Get these jobs by email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get these jobs by email' });
  await expect(dialog.getByRole('radio', { name: 'Once a day (9:00 am)' })).toBeChecked();
  await expect(dialog.getByLabel('Email address')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save job alert' }).click();
  await expect(
    page.getByText('Job alert saved. We will email you new jobs that match this search.'),
  ).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /your pages/ })
    .click();
  await page.getByRole('link', { name: 'Job alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  const card = page.getByRole('article', { name: `${keyword} jobs · Full-time` });
  await expect(card.getByLabel('How often')).toHaveValue('daily');
  await card.getByLabel('How often').selectOption('instant');
  await expect(page.getByText('Job alert updated.')).toBeVisible();
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card.getByText('Paused: no emails')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(card.getByLabel('How often')).toHaveValue('instant');
  await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this job alert?' })
    .getByRole('button', { name: 'Delete alert' })
    .click();
  await expect(page.getByRole('heading', { name: 'No job alerts yet' })).toBeVisible();
});
