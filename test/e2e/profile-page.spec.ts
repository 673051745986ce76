// Boundary: browser rendering of /profile, the home card and /profile-demo against the local stack: layout at 390 px, axe, load error and retry, matching (the 80 % state is reached by altering the GET /profile answer in the browser).
import type { Page } from '@playwright/test';
import { COMPLETION_MESSAGES } from '../../shared/profile/completion';
import type { Profile } from '../../shared/profile/profile';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { card, completionOf, dialog, fillProfileThroughApi, waitForProfile } from './profile-support';

// The load-error test answers 500 on purpose, enabling matching without a resume is a 400, and the
// profile page asks for the avatar, which answers 404 while there is none (spec section 7).
test.use({
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of (400|404|500)/,
});

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Alters every GET /profile answer of this page (the server's rules stay in force for every change). */
async function alterProfileAnswer(page: Page, change: (profile: Profile) => void) {
  await page.route('**/api/v1/profile', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: Profile };
    change(body.data);
    await route.fulfill({ response, json: body });
  });
}

test.describe('profile page', () => {
  // Each test signs up and drives several pages against the whole local stack.
  test.describe.configure({ timeout: 90_000 });

  test('a full profile fits a 390 px phone without sideways scrolling, modal included', async ({
    page,
    signUp,
    login,
    request,
  }, testInfo) => {
    const account = await signUp();
    await fillProfileThroughApi(request, account);
    await page.setViewportSize({ width: 390, height: 844 });
    await login(account);
    await page.goto('/profile');
    await waitForProfile(page);
    await expect(card(page, 'Work Experience')).toContainText('Jul 2021 - Present');

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (const region of await page.getByRole('main').getByRole('region').all()) {
      const box = await region.boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= 390,
        `${await region.getAttribute('aria-labelledby')}`,
      ).toBe(true);
    }
    await testInfo.attach('profile-390', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await page.getByRole('button', { name: 'Edit job preferences' }).click();
    const modal = dialog(page, 'Edit job preferences');
    await expect(modal.getByLabel('Current salary (LPA)')).toHaveValue('24');
    const modalBox = await modal.boundingBox();
    expect(modalBox && modalBox.x >= 0 && modalBox.x + modalBox.width <= 390).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await testInfo.attach('job-preferences-modal-390', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });

  test('empty and full profile, an open modal, the wizard and the sample have no axe violations', async ({
    page,
    signUp,
    login,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await signUp();
    await login(account);
    await page.goto('/profile');
    await waitForProfile(page);
    await expect(card(page, 'Education')).toContainText('No education added yet.');
    expect(await axeViolations(page), 'empty profile').toEqual([]);

    await fillProfileThroughApi(request, account, { isPublic: true });
    await page.reload();
    await waitForProfile(page);
    await expect(card(page, 'Work Experience')).toContainText('Jul 2021 - Present');
    expect(await axeViolations(page), 'full profile').toEqual([]);

    await page.getByRole('button', { name: 'Add education' }).click();
    const modal = dialog(page, 'Add education');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Institution is required')).toBeVisible();
    expect(await axeViolations(page, 'dialog'), 'education modal with errors').toEqual([]);
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/welcome?step=2');
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    expect(await axeViolations(page), 'wizard').toEqual([]);

    await page.goto('/profile-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeVisible();
    expect(await axeViolations(page), 'sample profile').toEqual([]);
  });

  test('a failed load says why and Retry loads the profile', async ({ page, signUp, login }) => {
    const account = await signUp();
    await login(account);
    let failing = true;
    await page.route('**/api/v1/profile', (route) =>
      failing
        ? route.fulfill({ status: 500, json: { message: 'boom', code: 'INTERNAL_ERROR', status: 500 } })
        : route.fallback(),
    );
    await page.goto('/profile');
    // A 5xx is tried three times (a dropped connection or a restart may pass) before the page gives up.
    await expect(page.getByRole('alert')).toContainText(
      'Error loading profile: An internal server error occurred. Please try again later.',
      { timeout: 15_000 },
    );
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
  });

  test('at 80 % Enable Matching appears, and the server says what is missing; once on, a card leads to the matches', async ({
    page,
    signUp,
    login,
  }) => {
    const account = await signUp();
    // The page decides by the answer's completion; the server still decides by the real data (no resume).
    await alterProfileAnswer(page, (profile) => {
      profile.completion.completionPercentage = 85;
    });
    await login(account);
    await page.goto('/profile');
    await waitForProfile(page);
    expect(await completionOf(page)).toBe(85);
    await expect(page.getByText('Complete', { exact: true })).toBeVisible();
    await expect(page.locator('[data-band]').first()).toHaveAttribute('data-band', 'green');

    await page.getByRole('button', { name: 'Enable Matching' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: COMPLETION_MESSAGES.matchingIncomplete }),
    ).toBeVisible();

    await page.unrouteAll({ behavior: 'wait' });
    await alterProfileAnswer(page, (profile) => {
      profile.completion.completionPercentage = 92;
      profile.matchingEnabled = true;
    });
    await page.reload();
    await waitForProfile(page);
    await expect(page.getByText('Job matching is on')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your matches' })).toHaveAttribute(
      'href',
      '/recommended-jobs',
    );
    await expect(page.getByRole('button', { name: 'Enable Matching' })).toHaveCount(0);
  });

  test('the home page shows a signed-in candidate their completion and the way to the profile', async ({
    page,
    signUp,
    login,
    request,
  }) => {
    const account = await signUp();
    await login(account);
    await page.goto('/');
    const home = page.getByRole('region', { name: 'Your profile' });
    await expect(home.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(home).toContainText('In Progress');
    await expect(home.locator('[data-band]')).toHaveAttribute('data-band', 'red');

    await fillProfileThroughApi(request, account);
    await page.reload();
    await waitForProfile(page);
    await expect(home.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '77',
    );
    await expect(home.locator('[data-band]')).toHaveAttribute('data-band', 'yellow');
    await expect(home).toContainText('Next step: Upload your resume');
    await home.getByRole('link', { name: 'Complete your profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('the sample profile is public and read-only', async ({ page }) => {
    await page.goto('/profile-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeVisible();
    await expect(page.getByText('This is a sample profile.')).toBeVisible();
    await expect(card(page, 'Skills')).toContainText('TypeScript');
    await expect(card(page, 'Education')).toContainText('Aug 2015 - May 2019');
    await expect(card(page, 'Experience')).toContainText('3-5 years');
    await expect(card(page, 'Work Experience')).toContainText('Jul 2021 - Present');
    await expect(page.getByRole('main').getByRole('button', { name: /^(Edit|Add|Delete)/ })).toHaveCount(0);
    // A sample has no resume to download: no button that could only be disabled.
    await expect(page.getByRole('button', { name: 'Download Resume' })).toHaveCount(0);
  });
});
