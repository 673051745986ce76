// Boundary: browser -> SPA forgot/reset password -> accounts API -> SES stand-in mailbox; a reset ends old sessions.
import { codeFrom, expect, SUBJECTS, test } from './fixtures';

const NEW_PASSWORD = 'N3w-secret-pass';

// The expected refusals (the old password, the ended session's calls) show on the browser console.
test.use({ allowedConsoleErrors: /status of (400|401|429)/ });

test('forgot and reset the password through the pages; old password and old sessions stop working', async ({
  page,
  browser,
  mailbox,
  signUp,
  login,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const account = await signUp();

  // Another browser where this person is signed in (a laptop left open).
  const laptopContext = await browser.newContext({ extraHTTPHeaders });
  const laptop = await laptopContext.newPage();
  await login(account, { page: laptop });
  await expect(laptop).toHaveURL('/recommended-jobs');

  // Every address the browser asks for on the way: none may carry the email or the code.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/login');
  await page.getByRole('link', { name: /Forgot your password/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(account.email);
  await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

  const code = codeFrom(await mailbox.waitFor({ to: account.email, subject: SUBJECTS.passwordReset }));
  await page.getByRole('link', { name: 'Enter reset code' }).click();
  await expect(page).toHaveURL('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your reset code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  await page.getByLabel('Digit 1 of 6').fill(code);

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  const password = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm new password' });
  await password.fill('short');
  await confirm.fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await password.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Password reset successfully' })).toBeVisible();
  expect(requested.filter((url) => /[?&](email|otp|code)=/.test(url))).toEqual([]);
  // Two seconds later: the login page, the address filled in.
  await expect(page).toHaveURL('/login', { timeout: 4_000 });
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been reset. Sign in with your new password.',
  );
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await login({ email: account.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL('/recommended-jobs');

  // The laptop's session was ended by the reset: its next call is refused and it is sent to sign in,
  // keeping the page it was on.
  await laptop.reload();
  await expect(laptop).toHaveURL('/login');
  await expect(laptop.getByRole('status')).toHaveText('Your session has ended. Please sign in again.');
  expect(await laptop.evaluate(() => sessionStorage.getItem('jobmatch.auth.accessToken'))).toBeNull();
  await laptop.getByLabel('Email address').fill(account.email);
  await laptop.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await laptop.getByRole('button', { name: 'Sign in' }).click();
  await expect(laptop).toHaveURL('/recommended-jobs');
  await laptopContext.close();
});

test('Check your email offers Try again, which goes back to the form', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  // Unknown addresses get the same answer as known ones.
  await page.getByLabel('Email address').fill('nobody.here@example.in');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL('/login');
});

test('reset from its own first step, with a wrong code and the server count of attempts', async ({
  page,
  mailbox,
  signUp,
}) => {
  const account = await signUp({ role: 'employer' });
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your reset code' })).toBeVisible();
  await expect(page.getByText(/You can request a new code in 0:[0-5]\d|1:00/)).toBeVisible();
  const code = codeFrom(await mailbox.waitFor({ to: account.email, subject: SUBJECTS.passwordReset }));
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Digit 1 of 6').fill(wrong);
  await expect(page.getByRole('alert')).toContainText('Invalid verification code');
  await expect(page.getByRole('alert')).toContainText('4 attempts remaining');
  await page.getByLabel('Digit 1 of 6').fill(code);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
});
