// Boundary: browser (a candidate and an employer) -> PUT /profile/visibility, an application, GET /candidates/{id} and DELETE /users/me (with the password) -> who can read the profile, and sign-in after deletion.
import { expect, test } from './fixtures';
import { demoJobOf, storeResume } from './jobs-support';
import { card, fillProfileThroughApi, waitForProfile } from './profile-support';

// The employer's reads of a private or deleted profile and the refused sign-in are 404 and 401 answers,
// which the browser logs as failed resources.
test.use({
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of (400|401|404)/,
});

test.describe('profile visibility and account deletion', () => {
  // Each test signs up and drives several pages against the whole local stack.
  test.describe.configure({ timeout: 90_000 });

  test('an employer reads a profile only once the candidate applied to it, read-only; a deleted account can neither sign in nor be read', async ({
    page,
    browser,
    signUp,
    login,
    request,
  }) => {
    test.setTimeout(180_000);
    const account = await signUp();
    await fillProfileThroughApi(request, account);
    await login(account);
    await page.goto('/profile');
    await waitForProfile(page);

    const visibility = card(page, 'Profile visibility');
    const toggle = visibility.getByRole('switch', { name: 'Public profile' });
    await expect(toggle).not.toBeChecked();
    await expect(visibility).toContainText('only you can see it');
    await expect(visibility).toContainText('employers can see your profile');

    // The switch follows the server's answer, so it changes after the request, not on the click itself.
    await toggle.click();
    await expect(page.getByText('Your profile is now public.')).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(visibility).toContainText('employers and recruiters on Jobmatch can find and view it');
    const preview = visibility.getByRole('link', { name: 'See your profile as employers see it' });
    const href = await preview.getAttribute('href');
    expect(href).toMatch(/^\/profile\/[\w-]+$/);
    const profilePath = href ?? '';

    // The owner's preview is read-only.
    await preview.click();
    await waitForProfile(page);
    await expect(page.getByText('This is how employers see your profile.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact', exact: true })).toHaveCount(0);

    // An employer, in a browser of their own: a public profile alone is no reason to read it.
    const employerContext = await browser.newContext({
      extraHTTPHeaders: { 'CloudFront-Viewer-Address': '10.200.1.1:443' },
    });
    const employer = await employerContext.newPage();
    await login('employer', { page: employer });
    await employer.goto(profilePath);
    await waitForProfile(employer);
    await expect(employer.getByRole('heading', { name: 'Profile not available' })).toBeVisible();
    await expect(employer.getByText('This profile is private or does not exist.')).toBeVisible();

    // The candidate applies to one of the employer's jobs: now the employer reads the profile, read-only.
    const acmeJob = await demoJobOf(page.request, 'acme-tech');
    await storeResume(page);
    await page.goto(`/jobs/${acmeJob.id}/apply`);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
    await employer.reload();
    await waitForProfile(employer);
    await expect(employer.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
    await expect(card(employer, 'Skills')).toContainText('Spring Boot');
    await expect(card(employer, 'Work Experience')).toContainText('Jul 2021 - Present');
    await expect(card(employer, 'Job Preferences')).toContainText('₹24,00,000 (24 LPA)');
    // Not open to contact: an applicant is reached from the application, not from here (ADR 0033).
    await expect(employer.getByRole('button', { name: 'View contact details' })).toHaveCount(0);
    await expect(employer.getByRole('button', { name: /^(Edit|Add|Delete)/ })).toHaveCount(0);
    await expect(employer.getByRole('progressbar', { name: 'Profile completion' })).toHaveCount(0);
    await expect(employer.getByRole('region', { name: 'Profile visibility' })).toHaveCount(0);

    // The candidate sees the employer's view counted. Private again, the profile stays open to the
    // employer they applied to: the application shared it.
    await page.goto('/profile');
    await waitForProfile(page);
    await expect(page.getByTestId('profile-views')).toHaveText(
      'Employers viewed your profile once (each employer counted once a day).',
    );
    await toggle.click();
    await expect(page.getByText('Your profile is now private.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await employer.reload();
    await waitForProfile(employer);
    await expect(employer.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();

    await card(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(confirm).toContainText('permanent and cannot be undone');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // The password is asked again: an access token alone cannot delete the account.
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(confirm.getByText('Password is required')).toBeVisible();
    const password = confirm.getByLabel('Enter your password to confirm');
    await password.fill('Not-the-password1');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Your current password is incorrect.');
    await password.fill(account.password);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account and profile have been permanently deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeAttached();

    await employer.reload();
    await waitForProfile(employer);
    await expect(employer.getByRole('heading', { name: 'Profile not available' })).toBeVisible();
    await employerContext.close();

    // Signing in with the deleted account's credentials fails.
    await page.goto('/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a candidate cannot read another candidate’s public profile', async ({
    page,
    signUp,
    login,
    request,
  }) => {
    const owner = await signUp();
    const profile = await fillProfileThroughApi(request, owner, { isPublic: true });
    expect(profile.isPublic).toBe(true);
    const other = await signUp({ firstName: 'Ravi' });
    await login(other);
    await page.goto(`/profile/${profile.userId}`);
    await expect(page.getByRole('heading', { name: 'Profile not available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
