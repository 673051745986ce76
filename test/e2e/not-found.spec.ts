// Boundary: browser -> SPA router: an unknown path renders the 404 page, and its three ways out work.
import { expect, test } from './fixtures';

const heading = (page: import('@playwright/test').Page) =>
  page.getByRole('heading', { level: 1, name: 'Page Not Found' });

test.describe('404 page', () => {
  test('an unknown path shows Page Not Found inside the shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(heading(page)).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('Go Home leads to the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  });

  test('Browse Jobs leads to the job search, open to visitors', async ({ page }) => {
    await page.goto('/no-such-page');
    const browse = page.getByRole('link', { name: 'Browse Jobs' });
    await expect(browse).toHaveAttribute('href', '/jobs');
    await browse.click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find Jobs' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('Go Back returns to the page before', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.goto('/contact/old-link');
    await expect(heading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });
});
