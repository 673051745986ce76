// Boundary: browser -> /welcome wizard -> GET /api/v1/profile (its resume decides step 2; one test adds a resume to the answer in the browser, as uploads come with the files feature).
import type { Profile } from '../../shared/profile/profile';
import { expect, test } from './fixtures';

test.describe('welcome wizard', () => {
  // Each test signs up and drives several pages against the whole local stack.
  test.describe.configure({ timeout: 90_000 });

  test('a new candidate cannot get past the resume step without a resume, by button or by address', async ({
    page,
    signUp,
    login,
  }) => {
    const account = await signUp();
    await login(account);
    await page.goto('/welcome');

    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Step 1 of 4' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to Jobmatch, ${account.firstName}!` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Upload your resume' })).toBeFocused();
    const next = page.getByRole('button', { name: 'Upload Resume to Continue' });
    await expect(next).toBeDisabled();

    // Asking for a later step by address still shows the resume step.
    for (const step of ['3', '4']) {
      await page.goto(`/welcome?step=${step}`);
      await expect(page.getByText('Step 2 of 4')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Upload Resume to Continue' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Start Job Hunting' })).toHaveCount(0);
    }

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
  });

  test('with a resume on the profile the candidate goes through all four steps', async ({
    page,
    signUp,
    login,
  }) => {
    const account = await signUp();
    await page.route('**/api/v1/profile', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Profile };
      body.data.resume = { url: null, filename: 'asha-rao-resume.pdf' };
      await route.fulfill({ response, json: body });
    });
    await login(account);
    await page.goto('/welcome?step=2');

    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Resume to Continue' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "You're all set!" })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.getByRole('link', { name: 'Start Job Hunting' }).click();
    await expect(page).toHaveURL(/\/recommended-jobs$/);
  });

  test('employers are sent home', async ({ page, login }) => {
    await login('employer');
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
  });
});
