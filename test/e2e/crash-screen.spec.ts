// Boundary: browser -> SPA router error boundary: a page whose code cannot load shows the crash screen.
import { expect, test } from './fixtures';

// The contact page's code, as the dev server serves it and as a production build names it.
const CONTACT_CODE = /\/(src\/app\/routes\/contact\.tsx|assets\/contact-[\w-]+\.js)(\?.*)?$/;

test.describe('crash screen', () => {
  // The blocked request and the failed import are what this test provokes.
  test.use({ allowedConsoleErrors: /Failed to load resource|dynamically imported module/i });

  test('a page that fails to load shows Oops with Try Again and Go Home, inside the shell', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.route(CONTACT_CODE, (route) => route.abort('failed'));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/Something went wrong/);

    // Try Again loads the page afresh, which cures a missing code chunk once the network is back.
    await page.unroute(CONTACT_CODE);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    await page.route(CONTACT_CODE, (route) => route.abort('failed'));
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  });
});
