// Boundary: browser -> SPA sign-up (form, emailed code, final step) -> accounts API -> SES stand-in mailbox.
import type { Page } from '@playwright/test';
import { REVIEW_TIME } from '../../shared/recruiters/review-time';
import { codeFrom, expect, SUBJECTS, test, uniqueEmail } from './fixtures';

const PASSWORD = 'Str0ng-pass!';

// The browser logs the expected refusals (a taken email, a wrong code, a resend too soon) on the console.
test.use({ allowedConsoleErrors: /status of (400|409|422|429)/ });

async function fillCommonFields(page: Page, email: string) {
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel(/email address/i).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByLabel('I accept the Terms and Conditions').check();
  await page.getByLabel('I accept the Privacy Policy').check();
  await page.getByLabel(/I consent to Jobmatch processing my personal data/).check();
  await page.getByLabel('Date of birth').fill('1995-04-12');
}

function digitBoxes(page: Page) {
  return page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
}

test.describe('sign-up form', () => {
  test('says what is missing, with the spec messages', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'You must accept the Terms and Conditions to create an account',
      'You must accept the Privacy Policy to create an account',
      'You must consent to data processing to create an account',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByLabel(/email address/i).fill('not-an-email');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('longenough');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('employers give company details and a company email; switching to candidate clears them', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByRole('radio', { name: /Hire talent/ }).check();
    await page.getByLabel('Company name').fill('Example Company');
    await page.getByLabel('LinkedIn profile').fill('https://example.com/me');
    await page.getByLabel(/email address/i).fill('someone@gmail.com');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Job title is required for employers')).toBeVisible();
    await expect(page.getByText('Please enter a valid LinkedIn profile URL')).toBeVisible();
    await expect(page.getByText('Please use your company email address, not a personal email')).toBeVisible();

    await page.getByRole('radio', { name: /Find a job/ }).check();
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    await expect(page.getByText('Job title is required for employers')).toHaveCount(0);
    await expect(page.getByText('Please use your company email address, not a personal email')).toHaveCount(
      0,
    );

    await page.getByRole('radio', { name: /Hire talent/ }).check();
    await expect(page.getByLabel('Company name')).toHaveValue('');
    await expect(page.getByLabel('LinkedIn profile')).toHaveValue('');
    await expect(page.getByText('Please enter a valid LinkedIn profile URL')).toHaveCount(0);
  });

  test('an email that already has an account leads to sign-in with a message', async ({ page, signUp }) => {
    const { email } = await signUp();
    await page.goto('/signup');
    await fillCommonFields(page, email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toHaveText(
      'An account with this email already exists. Please login instead.',
    );
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    // The message was handed over once: a reload does not show it again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

test.describe('sign-up with the emailed code', () => {
  test('a candidate types the mailed code and lands on /welcome with a full page load', async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail('candidate');
    await page.goto('/signup');
    await fillCommonFields(page, email);
    // One of the most common passwords is refused before any code is mailed; their own goes through.
    for (const field of ['Password', 'Confirm password'])
      await page.getByRole('textbox', { name: field, exact: true }).fill('Password1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('This password is one of the most common and easy to guess. Please choose another.'),
    ).toBeVisible();
    for (const field of ['Password', 'Confirm password'])
      await page.getByRole('textbox', { name: field, exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    const [local = '', domain] = email.split('@');
    await expect(page.getByText(`${local[0]}******${local.at(-1)}@${domain}`)).toBeVisible();
    await expect(page.getByText(/You can request a new code in [45]:\d\d/)).toBeVisible();
    await expect(digitBoxes(page)).toHaveCount(6);
    await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();

    const code = codeFrom(await mailbox.waitFor({ to: email, subject: SUBJECTS.registration }));
    const loaded = page.waitForEvent('load');
    // Typed one digit at a time; the last digit submits by itself.
    await page.keyboard.type(code, { delay: 30 });
    await loaded;
    await expect(page).toHaveURL('/welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Jobmatch' })).toBeVisible();
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Recommended' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Hi, Asha').first()).toBeVisible();
    // Sign-up keeps the session in both stores.
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('jobmatch.auth.accessToken') !== null,
        localStorage.getItem('jobmatch.auth.accessToken') !== null,
      ]),
    ).toEqual([true, true]);
  });

  test('an employer sees the pending-approval screen, then the banner when signing in again', async ({
    page,
    mailbox,
    login,
  }) => {
    const email = uniqueEmail('employer');
    await page.goto('/signup');
    await page.getByRole('radio', { name: /Hire talent/ }).check();
    await fillCommonFields(page, email);
    await page.getByLabel('Company name').fill('Example Company');
    await page.getByLabel('Job title').fill('Talent Partner');
    await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/asha-rao');
    await page.getByRole('button', { name: 'Create account' }).click();

    const code = codeFrom(await mailbox.waitFor({ to: email, subject: SUBJECTS.registration }));
    // A pasted code fills all six boxes and submits.
    await page.getByLabel('Digit 1 of 6').fill(code);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Account Created - Pending Approval' }),
    ).toBeVisible();
    const steps = page.getByRole('main').getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('LinkedIn review');
    await expect(steps.nth(1)).toContainText('Company email check');
    await expect(steps.nth(2)).toContainText('Email notification');
    await expect(steps.nth(3)).toContainText(REVIEW_TIME);
    await expect(page).toHaveURL('/signup');

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await login({ email, password: PASSWORD });
    await expect(page).toHaveURL('/employer/dashboard');
    await expect(page.getByRole('region', { name: 'Account verification' })).toContainText(
      'Complete your verification to unlock all recruiter features.',
    );
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link').first(),
    ).toHaveText('Verify Account');
  });

  test('three wrong codes lock the boxes until a new code is requested', async ({ page, mailbox }) => {
    // A resend may have to wait out the server's one-minute cooldown.
    test.setTimeout(120_000);
    const email = uniqueEmail('candidate');
    await page.goto('/signup');
    await fillCommonFields(page, email);
    await page.getByRole('button', { name: 'Create account' }).click();
    const code = codeFrom(await mailbox.waitFor({ to: email, subject: SUBJECTS.registration }));
    const wrong = code === '000000' ? '111111' : '000000';

    const alert = page.getByRole('alert');
    await page.getByLabel('Digit 1 of 6').fill(wrong);
    await expect(alert).toContainText('Invalid verification code');
    await expect(alert).toContainText('2 attempts remaining');
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
    await page.keyboard.type(wrong);
    await expect(alert).toContainText('1 attempt remaining');
    await page.getByLabel('Digit 1 of 6').fill(wrong);
    await expect(alert).toHaveText('Too many failed attempts - Please request a new verification code.');
    for (const box of await digitBoxes(page).all()) await expect(box).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Verify and create account' })).toBeDisabled();

    // A new code: fresh boxes, attempts and countdown. The server allows one resend a minute, so the
    // test waits for the mail rather than the clock.
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText(/A new code is on its way|Please wait \d+ seconds?/)).toBeVisible();
    if (await page.getByText(/Please wait \d+ seconds?/).isVisible()) {
      test.info().annotations.push({ type: 'note', description: 'resend cooldown hit; waiting it out' });
      await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible({ timeout: 65_000 });
      await page.getByRole('button', { name: 'Resend code' }).click();
    }
    await expect(page.getByText('A new code is on its way. Check your inbox.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    for (const box of await digitBoxes(page).all()) {
      await expect(box).toBeEnabled();
      await expect(box).toHaveValue('');
    }
    await expect(page.getByText(/You can request a new code in [45]:\d\d/)).toBeVisible();
  });

  test('backspace moves back through the boxes; letters are refused', async ({ page }) => {
    const email = uniqueEmail('candidate');
    await page.goto('/signup');
    await fillCommonFields(page, email);
    await page.getByRole('button', { name: 'Create account' }).click();
    const first = page.getByLabel('Digit 1 of 6');
    await expect(first).toBeFocused();
    await page.keyboard.type('1a2');
    await expect(first).toHaveValue('1');
    await expect(page.getByLabel('Digit 2 of 6')).toHaveValue('2');
    await expect(page.getByLabel('Digit 3 of 6')).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 2 of 6')).toBeFocused();
    await expect(page.getByLabel('Digit 2 of 6')).toHaveValue('');
    await page.keyboard.press('Backspace');
    await expect(first).toBeFocused();
    await expect(first).toHaveValue('');

    await page.getByRole('button', { name: 'Change email address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel(/email address/i)).toHaveValue(email);
  });
});
