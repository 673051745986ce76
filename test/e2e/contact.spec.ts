// Boundary: browser -> contact page -> POST /api/v1/contact/submit -> event bus -> mail to sender and support (SES stand-in).
import { SUPPORT } from '../../shared/constants';
import { MESSAGES } from '../../shared/errors/catalogue';
import { escapeRegExp, expect, test } from './fixtures';

test.describe('contact form', () => {
  test('a visitor is told what to fix, sends a message, and both mails go out', async ({ page, mailbox }) => {
    const stamp = `${Date.now()}-${test.info().workerIndex}`;
    const email = `visitor+${stamp}@example.com`;
    const subject = `Question about plans ${stamp}`;
    const message = `Hello, I would like to know how the Professional plan works for a team of three. (${stamp})`;

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    const name = page.getByRole('textbox', { name: 'Name' });
    const emailField = page.getByRole('textbox', { name: 'Email' });
    const subjectField = page.getByRole('textbox', { name: 'Subject' });
    const messageField = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send Message' });

    await name.fill('A');
    await emailField.fill('not-an-email');
    await subjectField.fill('Hi');
    await messageField.fill('Too short');
    await send.click();

    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 20 characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    await name.fill('Priya Sharma');
    await emailField.fill(email);
    await subjectField.fill(subject);
    await messageField.fill(message);
    await expect(page.getByText('Message must be at least 20 characters')).toBeHidden();
    await send.click();

    await expect(page.getByRole('heading', { name: 'Thank you for contacting us!' })).toBeVisible();
    await expect(page.getByText(`within ${SUPPORT.replyWithinHours} hours`).first()).toBeVisible();

    const receipt = await mailbox.waitFor({
      to: email,
      subject: new RegExp(`^We received your message: ${escapeRegExp(subject)}$`),
    });
    expect(receipt.subject).toContain('We received your message');

    const notice = await mailbox.waitFor({
      to: SUPPORT.email,
      subject: new RegExp(`^New contact message: ${escapeRegExp(subject)}$`),
    });
    expect(`${notice.body.text ?? ''}\n${notice.body.html ?? ''}`).toContain(message);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    for (const field of [name, emailField, subjectField, messageField]) await expect(field).toHaveValue('');
    await expect(name).toBeFocused();
    await expect(page.getByText('Name must be at least 2 characters')).toBeHidden();
  });

  test.describe('when the server fails', () => {
    // The browser itself logs the failed request; that one error is the point of the test.
    test.use({ allowedConsoleErrors: /status of 500/ });

    test('the visitor sees the error box with the catalogue message and keeps the input', async ({
      page,
    }) => {
      await page.route('**/api/v1/contact/submit', (route) =>
        route.fulfill({
          status: 500,
          json: { message: 'database connection reset', code: 'INTERNAL_ERROR', status: 500 },
        }),
      );
      await page.goto('/contact');
      await page.getByRole('textbox', { name: 'Name' }).fill('Rahul Verma');
      await page.getByRole('textbox', { name: 'Email' }).fill('rahul@example.com');
      await page.getByRole('textbox', { name: 'Subject' }).fill('Invoice for last month');
      await page
        .getByRole('textbox', { name: 'Message' })
        .fill('Please send me the invoice for last month again.');
      await page.getByRole('button', { name: 'Send Message' }).click();

      const alert = page.getByRole('alert').filter({ hasText: 'Error sending message' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(MESSAGES.internal);
      await expect(alert).not.toContainText('database connection reset');
      await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Invoice for last month');
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });
  });
});
