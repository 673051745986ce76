// Boundary: browser -> privacy-requests feature (the form, the person's requests, the admins' queue) -> /api/v1 (privacy requests) -> DynamoDB Local, with Privacy Request Changed through the local bus to the SES stand-in.
import { PRIVACY_REQUEST_REFERENCE } from '../../shared/privacy/requests';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

test('a person files a privacy request, an admin resolves it, and the person sees the outcome', async ({
  page,
  browser,
  signUp,
  login,
  mailbox,
}) => {
  const person = await signUp({ firstName: 'Ira' });
  await login(person);

  await page.goto('/privacy/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  await expect(page.getByText('You have not filed a privacy request yet.')).toBeVisible();
  expect(await axeViolations(page), '/privacy/requests').toEqual([]);
  await page.getByLabel('What are you asking for?').selectOption({ label: 'Correct my data' });
  await page
    .getByRole('textbox', { name: 'Details of your request' })
    .fill('My employer in 2019 is spelt wrongly: it is Tata Consultancy Services.');
  await page.getByRole('button', { name: 'Send request' }).click();
  const filed = page.getByRole('status');
  await expect(filed).toContainText('Your request is filed as PR-');
  const reference = (await filed.locator('strong').textContent()) ?? '';
  expect(reference).toMatch(PRIVACY_REQUEST_REFERENCE);
  const acknowledgement = await mailbox.waitFor({
    to: person.email,
    subject: /received your privacy request/,
  });
  expect(acknowledgement.subject).toContain(reference);
  await expect(page.getByRole('listitem').filter({ hasText: reference })).toContainText('Received');

  // An admin finds it in the queue from the navigation and resolves it with a note the person is mailed.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await adminContext.newPage();
  await login('admin', { page: adminPage });
  await adminPage.getByRole('link', { name: 'Privacy', exact: true }).first().click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  const card = adminPage.getByRole('listitem').filter({ hasText: reference });
  await expect(card).toContainText(person.email);
  expect(await axeViolations(adminPage), '/admin/privacy-requests').toEqual([]);
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(card.getByText('Please tell the person what was done')).toBeVisible();
  await card
    .getByLabel('Note to the person')
    .fill('Corrected: your 2019 employer now reads Tata Consultancy Services.');
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(card).toBeHidden();
  await adminContext.close();
  const outcome = await mailbox.waitFor({ to: person.email, subject: /is resolved/ });
  expect(outcome.body.text).toContain('Corrected: your 2019 employer now reads Tata Consultancy Services.');

  await page.reload();
  const mine = page.getByRole('listitem').filter({ hasText: reference });
  await expect(mine).toContainText('Resolved');
  await expect(mine).toContainText(
    'Outcome: Corrected: your 2019 employer now reads Tata Consultancy Services.',
  );
});
