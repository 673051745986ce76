// Boundary: browser -> SPA router and shell: the public content pages, the footer's links for a visitor,
// and the links that used to dead-end for signed-in roles (team, account menu, Post a Job, home hero).
import { axeViolations } from './axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

const PAGES = [
  { path: '/about', h1: 'We help India’s professionals find work that fits', heading: 'Our values' },
  { path: '/privacy', h1: 'Privacy Policy', heading: '7. Your rights' },
  { path: '/terms', h1: 'Terms & Conditions', heading: '12. Governing law and disputes' },
  {
    path: '/success-stories',
    h1: 'Real moves made with Jobmatch',
    heading: 'Job seekers who found their match',
  },
  { path: '/resources', h1: 'Guides for your job search in India', heading: 'Negotiate your salary in LPA' },
];

test.describe('site pages', () => {
  test('each content page has its heading, title, description, canonical link and no axe violations', async ({
    page,
  }) => {
    // Five pages, each with a full axe run.
    test.setTimeout(90_000);
    const descriptions = new Set<string>();
    for (const { path, h1, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(/ · Jobmatch$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      // One description per page, its own.
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      const content = (await description.getAttribute('content')) ?? '';
      expect(descriptions.has(content), `${path} reuses another page's description`).toBe(false);
      descriptions.add(content);
      expect(await axeViolations(page), path).toEqual([]);
    }

    // The legal pages carry the spec's dates and commitments.
    await page.goto('/privacy');
    await expect(page.getByText('Last updated September 17, 2025')).toBeVisible();
    await expect(page.getByText(/within 30 days/).first()).toBeVisible();
    await expect(
      page.getByText('Digital Personal Data Protection Act', { exact: false }).first(),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Children' })
      .click();
    await expect(page).toHaveURL(/#children$/);
    await expect(page.getByText(/at least 16 years old/)).toBeInViewport();
    await page.goto('/terms');
    await expect(page.getByText('Last updated September 9, 2025')).toBeVisible();
    await expect(page.getByText(/courts in Bangalore/)).toBeVisible();

    // Home and About make the same claims, and none that nothing measures.
    const claimsOf = async (path: string) => {
      await page.goto(path);
      const facts = page.locator('dl').filter({ hasText: 'For job seekers, forever' });
      await expect(facts).toBeVisible();
      return facts.locator('dt').allTextContents();
    };
    expect(await claimsOf('/')).toEqual(await claimsOf('/about'));
    for (const path of ['/', '/about']) {
      await page.goto(path);
      await expect(page.getByText(/50,000\+|500\+|5x|70%\+/)).toHaveCount(0);
    }
  });

  test('a visitor meets no dead end in the footer', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
    await expect(footerNav.getByRole('link').first()).toBeVisible();
    const links = await footerNav.getByRole('link').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: anchor.textContent ?? '',
        href: anchor.getAttribute('href') ?? '',
      })),
    );
    expect(links.length).toBeGreaterThanOrEqual(15);
    // The footer is on every page: each link is followed from wherever the previous one led.
    for (const { name, href } of links) {
      await footerNav.getByRole('link', { name, exact: true }).click();
      // Pricing is for approved employers only, so a visitor's footer does not offer it.
      const target = new URL(href, page.url()).pathname;
      await expect(page, name).toHaveURL((url) => url.pathname === target);
      await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
      await expect(page.getByText('Page Not Found'), name).toHaveCount(0);
    }
  });
});

test.describe('signed-in roles meet no dead end', () => {
  test('an approved employer: home hero, footer Post a Job and the team page', async ({ page, login }) => {
    await login('employer');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Post a job and meet people who fit' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      /^\/employer\/dashboard\?postJob=true/,
    );
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    // The demo organisation is on the enterprise plan: its team panel, with the owner marked.
    await expect(page.getByRole('heading', { name: /^Team Members \(\d+\/10\)$/ })).toBeVisible();
    await expect(page.getByText(/\(you\)/)).toBeVisible();
    expect(await axeViolations(page), '/team').toEqual([]);

    // On a phone every dashboard tab stays in sight: none hides past the edge of a scroller.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/employer/dashboard');
    for (const tab of ['Overview', 'Jobs', 'Applications', 'Team'])
      await expect(page.getByRole('tab', { name: tab })).toBeInViewport({ ratio: 1 });
  });

  test('a pending employer is sent to verification by Post a Job', async ({ page, login }) => {
    await login('pendingEmployer');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/recruiter/apply',
    );
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(
      page.getByRole('main').getByText(/Your recruiter application is under review \(expected review time/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View application' }).last()).toHaveAttribute(
      'href',
      '/recruiter/apply',
    );
  });

  test('an admin: account link to the admin dashboard, Post a Job to admin jobs, an admin hero', async ({
    page,
    login,
  }) => {
    await login('admin');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Profile', exact: true })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    // The console has no marketing footer; the site's pages do, and theirs leads an admin to Admin Jobs.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/about');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
    // On a phone the review queue's tabs all stay in sight.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/recruiters');
    for (const tab of ['All', 'Pending', 'Under Review', 'Approved', 'Rejected'])
      await expect(page.getByRole('tab', { name: tab, exact: true })).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Keep the marketplace trustworthy' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Admin Jobs' })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
  });

  test('a candidate: the home hero leads to the jobs, not to sign-up', async ({ page, login }) => {
    await login('candidate');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse Jobs' }).first()).toHaveAttribute(
      'href',
      '/jobs',
    );
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);
  });
  test('sign-in, sign-up, contact and the job search arrive drawn, and the app takes the drawn page over in place', async ({
    page,
    request,
  }) => {
    // The heading the server sent, remembered before any script runs: hydration keeps it, a render replaces it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { servedHeading?: Element | null }).servedHeading = document.querySelector('h1');
      });
    });
    const keptServedHeading = () =>
      page.evaluate(() => {
        const served = (window as { servedHeading?: Element | null }).servedHeading;
        return served != null && served === document.querySelector('h1');
      });
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      // Only the app answers the toggle: once it does, the page has been taken over. A click before the
      // app has started does nothing, so it is tried again.
      const show = page.getByRole('button', { name: 'Show password' }).first();
      await expect(async () => {
        if (await show.isVisible()) await show.click();
        await expect(page.getByRole('button', { name: 'Hide password' }).first()).toBeVisible({
          timeout: 2_000,
        });
      }).toPass();
      expect(await keptServedHeading(), path).toBe(true);
    }
    await page.goto('/contact');
    await expect(async () => {
      await page.getByRole('textbox', { name: 'Name' }).fill('A');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Name must be at least 2 characters')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    expect(await keptServedHeading(), '/contact').toBe(true);

    // The job search's frame, then the results the app reads into it (ADR 0004).
    await page.goto('/jobs');
    await expect(page.getByRole('status').filter({ hasText: /^\d[\d,]* jobs?$/ })).toBeVisible();
    expect(await keptServedHeading(), '/jobs').toBe(true);
    // A ready-made search is another page (its own title and form): the server leaves it to the app.
    const served = await (await request.get('/jobs?location=Mumbai')).text();
    expect(served).toContain('<div id="root"></div>');
    await page.goto('/jobs?location=Mumbai');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs in Mumbai' })).toBeVisible();
    await expect(page.getByLabel('Location')).toHaveValue('Mumbai');

    // With ?redirect= the sign-in page draws the way back into its sign-up link (rendered, not hydrated).
    await page.goto('/login?redirect=%2Fjobs');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fjobs',
    );
  });

  test('what a visitor types into a served sign-in form before the app starts is kept when the app draws the page', async ({
    page,
  }) => {
    // The shell arrives late, as on a slow connection: the served form is all there is for a while.
    await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // With a query the app draws the page afresh instead of taking the served one over.
    await page.goto('/login?redirect=%2Fdashboard', { waitUntil: 'commit' });
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeDisabled();
    await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.admin);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await expect(signIn).toBeEnabled();
    await expect(page.getByLabel('Email address')).toHaveValue(DEMO_ACCOUNTS.admin);
    await signIn.click();
    await expect(page).toHaveURL('/admin/dashboard');
    // The served page's title goes with it: behind the page's own title the head keeps the site's name,
    // not a 'Sign in' left from the served page.
    await expect
      .poll(() => page.evaluate(() => Array.from(document.querySelectorAll('title'), (title) => title.text)))
      .toEqual([expect.stringMatching(/^(?!Sign in).+ · Jobmatch$/), 'Jobmatch']);
  });
});
