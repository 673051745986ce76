// Boundary: the local stack's web server, before any test: a browser visits the main pages once.
import { chromium, type FullConfig } from '@playwright/test';

/**
 * The dev server compiles each module on its first request, and a cold page asks for its modules one
 * import at a time: the first tests to open a page would otherwise spend their time on that compilation.
 * Visiting the entry pages once, before the workers start, leaves every later visit a warm one.
 */
const PAGES = ['/', '/login', '/signup', '/forgot-password', '/jobs', '/about', '/contact', '/no-such-page'];

export default async function warmUp(config: FullConfig) {
  const project = config.projects[0];
  const baseURL = project?.use.baseURL;
  if (!baseURL) return;
  const browser = await chromium.launch(project.use.launchOptions);
  try {
    const page = await browser.newPage({ baseURL });
    for (const path of PAGES) {
      await page.goto(path);
      await page.locator('h1').first().waitFor({ timeout: 120_000 });
    }
  } finally {
    await browser.close();
  }
}
