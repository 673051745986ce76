// Boundary: browser -> the whole SPA per role: every header, account-menu and footer link leads somewhere useful, and axe finds nothing on any page reached.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { type DemoAccount, expect, test } from './fixtures';

/*
 * A new user's walk: for each role, every link of the header (desktop and mobile menu), the account menu
 * and the footer, read from the rendered page (so pages added later are walked too), is opened. A 404, an
 * 'Access Denied', a page with nothing in it, or a bounce to home or the login page fails the walk; axe
 * runs on every page reached (and on the start page).
 */

// Every page of a role, with an axe run per distinct page.
const WALK_TIMEOUT = 360_000;

/** The content pages every role shares; their axe runs belong to the visitor's walk. */
const SHARED_CONTENT = ['/about', '/privacy', '/terms', '/success-stories', '/resources', '/contact'];

/** A link's address without the stamp that makes the post-job link reopen its dialog. */
function unstamped(href: string): string {
  return href.replace(/([?&])t=\d+/, '$1').replace(/[?&]$/, '');
}

/** Same-site links of the shell (header, its menus, footer), without the skip link; in page order. */
async function shellLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [
    ...new Set(
      hrefs
        .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'))
        .map(unstamped),
    ),
  ];
}

/** What is wrong with the page a link led to, if anything. */
async function deadEnd(page: Page, href: string): Promise<string | undefined> {
  const main = page.locator('#main-content');
  await expect(main).toBeVisible();
  // Settled: no page loader left, then some words on the page.
  await expect(page.getByText(/^Loading page/)).toHaveCount(0);
  await expect(main).toContainText(/\w{3,}/);
  // Every page names itself in one top heading; wait for it, as data-driven pages draw it after loading.
  const heading = page.getByRole('heading', { level: 1 }).first();
  const named = await heading.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  const path = new URL(page.url()).pathname;
  const wanted = new URL(href, page.url()).pathname;
  if (wanted !== '/' && path === '/') return `${href} bounced to home`;
  if (wanted !== '/login' && path === '/login') return `${href} bounced to the login page`;
  if (await page.locator('p[aria-hidden="true"]', { hasText: /^404$/ }).count())
    return `${href} is a 404 page`;
  if (await page.getByRole('heading', { name: 'Access Denied' }).count()) return `${href} denies access`;
  if (!named) return `${href} has no page heading`;
  return undefined;
}

async function walk(page: Page, options: { axeSharedPages: boolean; signedIn?: true }): Promise<void> {
  const problems: string[] = [];
  page.on('response', (response) => {
    // API answers are the pages' business (a 404 may mean 'none yet'); a missing page or file is not.
    if (response.status() === 404 && !new URL(response.url()).pathname.startsWith('/api/')) {
      problems.push(`${page.url()} asked for ${response.url()}: 404`);
    }
  });
  await page.goto('/');
  await expect(page.locator('#main-content')).toContainText(/\w{3,}/);
  // The home page is prerendered for visitors: a signed-in walk reads its links once the app has drawn
  // the person's own header, not the visitor's it replaces.
  if (options.signedIn)
    await expect(page.getByRole('button', { name: 'Sign out', includeHidden: true }).first()).toBeAttached();
  const links = await shellLinks(page);
  expect(links.length, 'links in the header and footer').toBeGreaterThan(8);
  problems.push(...(await axeViolations(page)).map((violation) => `/ axe ${violation}`));
  const checked = new Set<string>(['/']);
  for (const href of links) {
    await page.goto(href);
    const problem = await deadEnd(page, href);
    if (problem) problems.push(problem);
    const path = new URL(page.url()).pathname;
    if (checked.has(path) || (!options.axeSharedPages && SHARED_CONTENT.includes(path))) continue;
    checked.add(path);
    problems.push(...(await axeViolations(page)).map((violation) => `${path} axe ${violation}`));
  }
  expect(problems, `links walked: ${links.join(' ')}`).toEqual([]);
}

test.describe('every link of every role', () => {
  test('signed out', async ({ page }) => {
    test.setTimeout(WALK_TIMEOUT);
    await walk(page, { axeSharedPages: true });
    // Pages a visitor reaches beyond the shell: a job, sign-in and sign-up, password reset.
    await page.goto('/jobs');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/jobs\/\w+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), page.url()).toEqual([]);
    for (const path of ['/login', '/signup', '/forgot-password', '/contact', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test.describe('candidate', () => {
    // A new candidate has no picture yet: GET /profile/avatar/info answers 404 by design, and the browser
    // logs it. Other 404s still fail the walk (only API answers are let through above).
    test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

    test('a new candidate', async ({ page, signUp, login }) => {
      test.setTimeout(WALK_TIMEOUT);
      await login(await signUp({ role: 'candidate' }));
      await walk(page, { axeSharedPages: false, signedIn: true });
    });
  });

  for (const [name, account] of [
    ['pending employer', 'pendingEmployer'],
    ['approved employer', 'employer'],
    ['admin', 'admin'],
  ] as const satisfies readonly (readonly [string, DemoAccount])[]) {
    test(name, async ({ page, login }) => {
      test.setTimeout(WALK_TIMEOUT);
      await login(account);
      await walk(page, { axeSharedPages: false, signedIn: true });
    });
  }
});
