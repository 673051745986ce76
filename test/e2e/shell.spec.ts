// Boundary: browser -> SPA shell: header, mobile menu, footer, route-change behaviour and accessibility (axe).
/// <reference lib="dom" />
import { SUPPORT } from '../../shared/constants';
import { axeViolations } from './axe';
import { expect, gotoOnceAppStarted, test } from './fixtures';

test.describe('header', () => {
  test('a visitor sees the brand, Find Jobs, Companies, About, Contact, Login and Sign Up', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Jobmatch' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Find Jobs', 'Companies', 'About', 'Contact']);
    await expect(nav.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(header.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign Up' }).first()).toHaveAttribute('href', '/signup');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  });

  test('the skip link takes keyboard users to the main content', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a route change starts the new page at the top', async ({ page }) => {
    // A link followed before the app has taken the served page over is an ordinary page load (links work
    // without the app); this is about the app's own navigation, so wait until it has started.
    await gotoOnceAppStarted(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footer.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the FAQ button on the contact page leads to the answers', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/contact#faq$/);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq).toBeInViewport();
    await expect(faq.getByRole('term')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Help Documentation' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens a menu that mirrors the navigation and closes on navigation and Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: 'Menu' });
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = header.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('listitem')).toHaveText(['Find Jobs', 'Companies', 'About', 'Contact']);
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a tap on Menu before the app has started opens the menu once it has', async ({ page }) => {
    // The app's code arrives only when the test lets it, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page's load waits for the held code: go on once the served page and its first script are in.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  test('nothing is wider than the screen, down to 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/contact', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('footer', () => {
  test('offers searches by location and function, employer and company links, e-mail and LinkedIn', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const expected: [string, string][] = [
      ['Jobs in Bangalore', '/jobs?location=Bangalore'],
      ['Jobs in Delhi', '/jobs?location=Delhi'],
      ['Jobs in Hyderabad', '/jobs?location=Hyderabad'],
      ['Jobs in Mumbai', '/jobs?location=Mumbai'],
      ['Engineering jobs', '/jobs?function=engineering'],
      ['Marketing jobs', '/jobs?function=marketing'],
      ['Sales jobs', '/jobs?function=sales'],
      ['Internships', '/jobs?type=INTERNSHIP'],
      ['Post a Job', '/signup'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
      [SUPPORT.email, `mailto:${SUPPORT.email}`],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com\//);
    // Plans are for approved employers: a visitor would only bounce off /pricing.
    await expect(footer.getByRole('link', { name: 'Pricing', exact: true })).toHaveCount(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Jobmatch`);

    await footer.getByRole('link', { name: 'Jobs in Hyderabad' }).click();
    await expect(page).toHaveURL(/\/jobs\?location=Hyderabad$/);
  });
});

test.describe('accessibility', () => {
  test('home, contact (empty and with errors) and 404 have no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), 'home').toEqual([]);

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(await axeViolations(page), 'contact').toEqual([]);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    expect(await axeViolations(page), 'contact with errors').toEqual([]);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(await axeViolations(page), '404').toEqual([]);
  });

  test('the open mobile menu has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await axeViolations(page), 'mobile menu').toEqual([]);
  });
});
