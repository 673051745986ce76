// Boundary: browser -> SPA code pages (verify email, OTP demo, routing test) -> accounts API -> mailbox; axe on every auth screen.
import { maskEmail } from '../../shared/auth/schemas';
import { axeViolations } from './axe';
import { codeFrom, DEMO_ACCOUNTS, expect, SUBJECTS, test, uniqueEmail } from './fixtures';

// Wrong codes and refused calls are expected answers here; the browser logs them.
test.use({ allowedConsoleErrors: /status of (400|401|409|429)/ });

test.describe('verify email', () => {
  test('a signed-in person moves to a new address with the password; the old address can undo it', async ({
    page,
    mailbox,
    signUp,
    login,
  }) => {
    // Two addresses, two mails and the undo page: a long journey on a busy machine.
    test.setTimeout(120_000);
    const account = await signUp();
    await login(account);
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();
    const field = page.getByLabel('Email address');
    await expect(field).toHaveValue(account.email);
    // Confirming the account's own address asks for nothing more.
    await expect(page.getByLabel('Current password')).toHaveCount(0);

    const newEmail = uniqueEmail('candidate');
    await field.fill(newEmail);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Current password').fill('Wrong-password1');
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your current password is incorrect.');
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeVisible();
    const code = codeFrom(await mailbox.waitFor({ to: newEmail, subject: SUBJECTS.emailChange }));
    await page.getByLabel('Digit 1 of 6').fill(code);

    await expect(page.getByRole('heading', { level: 1, name: 'Email verified successfully!' })).toBeVisible();
    // /dashboard after two seconds, which is the role home: this tab stays signed in with renewed tokens.
    await expect(page).toHaveURL('/recommended-jobs');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('jobmatch.auth.user') ?? '{}').email))
      .toBe(newEmail);
    await page.reload();
    await expect(page).toHaveURL('/recommended-jobs');

    // The old address is told, and its link puts the address back, signs out everywhere and asks for a new
    // password.
    const notice = await mailbox.waitFor({ to: account.email, subject: SUBJECTS.emailChanged });
    const link = /https?:\/\/\S+\/email-change\/undo\?token=\S+/.exec(notice.body.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: 'Undo the email change' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Undo email change' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your email address is back' })).toBeVisible();
    await expect(
      page.getByText(`${account.email} is the email address of your Jobmatch account again`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set a new password' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an address in the link skips to the code; Change email address goes back', async ({ page }) => {
    const email = uniqueEmail('candidate');
    await page.goto(`/verify-email?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeVisible();
    // The address is kept, but not in the address bar (nor in the history).
    await expect(page).toHaveURL('/verify-email');
    await expect(page.getByRole('main')).toContainText(maskEmail(email));
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible();
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid 6-digit code');
    await page.getByRole('button', { name: 'Change email address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();
  });
});

test.describe('OTP demo', () => {
  test('sends a code, refuses a wrong one and accepts the mailed one', async ({ page, mailbox }) => {
    await page.goto('/otp-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'OTP Demo' })).toBeVisible();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();

    const email = uniqueEmail('candidate');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(/OTP sent to/)).toBeVisible();
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Please enter a valid 6-digit OTP')).toBeVisible();

    const code = codeFrom(await mailbox.waitFor({ to: email, subject: SUBJECTS.registration }));
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Digit 1 of 6').fill(wrong);
    await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
    await page.getByLabel('Digit 1 of 6').fill(code);
    await expect(page.getByText('OTP verified successfully!')).toBeVisible();
  });
});

test('the routing test page links to every route and navigates from code', async ({ page }) => {
  await page.goto('/routing-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Routing test' })).toBeVisible();
  for (const href of [
    '/login',
    '/signup',
    '/otp-demo',
    '/employer/dashboard',
    '/admin/recruiters',
    '/pricing',
  ]) {
    await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Login with a message' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status')).toHaveText('Sent here from the routing test page.');
  await page.goBack();
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  // Signed out: /dashboard is protected.
  await expect(page).toHaveURL('/login');
});

test.describe('accessibility', () => {
  // Each axe scan takes a few seconds.
  test.slow();

  test('login, sign-up (with errors and as employer), forgot and reset have no axe violations', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    expect(await axeViolations(page), 'login').toEqual([]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    expect(await axeViolations(page), 'login with errors').toEqual([]);

    await page.goto('/signup');
    await page.getByRole('radio', { name: /Hire talent/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Company name is required for employers')).toBeVisible();
    expect(await axeViolations(page), 'signup with errors').toEqual([]);

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    expect(await axeViolations(page), 'forgot password').toEqual([]);

    await page.goto(`/reset-password?email=${encodeURIComponent(DEMO_ACCOUNTS.candidate)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your reset code' })).toBeVisible();
    expect(await axeViolations(page), 'reset code step').toEqual([]);
  });

  test('the sign-up code step and the pending screen have no axe violations', async ({ page, mailbox }) => {
    const email = uniqueEmail('employer');
    await page.goto('/signup');
    await page.getByRole('radio', { name: /Hire talent/ }).check();
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Menon');
    await page.getByLabel(/email address/i).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng-pass!');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Str0ng-pass!');
    await page.getByLabel('Company name').fill('Example Company');
    await page.getByLabel('Job title').fill('Talent Partner');
    await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/kavya-menon');
    await page.getByLabel('I accept the Terms and Conditions').check();
    await page.getByLabel('I accept the Privacy Policy').check();
    await page.getByLabel(/I consent to Jobmatch processing/).check();
    await page.getByLabel('Date of birth').fill('1990-05-20');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    expect(await axeViolations(page), 'code step').toEqual([]);
    const code = codeFrom(await mailbox.waitFor({ to: email, subject: SUBJECTS.registration }));
    await page.getByLabel('Digit 1 of 6').fill(code === '000000' ? '111111' : '000000');
    await expect(page.getByRole('alert')).toContainText('Invalid verification code');
    expect(await axeViolations(page), 'code step with an error').toEqual([]);
    await page.getByLabel('Digit 1 of 6').fill(code);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Account Created - Pending Approval' }),
    ).toBeVisible();
    expect(await axeViolations(page), 'pending approval with banner').toEqual([]);
  });
});
