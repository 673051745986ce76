// Boundary: none (test fixtures) - the browser tests' test object for pages that upload to the S3 stand-in.
import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { E2E_PORTS } from './stack';

export { expect } from './fixtures';

const isS3Put = (url: URL) => url.port === String(E2E_PORTS.s3);

/**
 * The fixtures give every request a per-test viewer-address header (for the API's rate limits). A browser
 * would never send it to S3, and the bucket's CORS rule rightly refuses it, so the PUT goes without it.
 */
export const test = base.extend<{ plainS3Requests: undefined }>({
  plainS3Requests: [
    async ({ page }, use) => {
      await page.route(isS3Put, async (route) => {
        if (route.request().method() !== 'PUT') return route.fallback();
        const headers = { ...route.request().headers() };
        delete headers['cloudfront-viewer-address'];
        return route.fulfill({ response: await route.fetch({ headers }) });
      });
      await use(undefined);
    },
    { auto: true },
  ],
});

/** Signs up a new candidate and signs them in, for the upload journeys. */
export async function newCandidate(
  page: Page,
  signUp: () => Promise<{ email: string; password: string }>,
  login: (who: { email: string; password: string }) => Promise<void>,
) {
  const account = await signUp();
  // The first visit compiles the app's modules on the dev server; let it finish before signing in.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible({
    timeout: 60_000,
  });
  await login(account);
  return account;
}
