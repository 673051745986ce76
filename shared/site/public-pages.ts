/** A public page served as HTML that already holds its content, as a signed-out visitor first sees it. */
export interface PrerenderedPage {
  path: string;
  file: string;
  /** Listed in the sitemap: a page with content of its own (not the sign-in forms). */
  inSitemap: boolean;
  /**
   * The page draws something from its query string (the sign-in pages carry `?redirect=`): with one, the
   * prerendered markup is not what the page would draw, so the app renders it afresh instead of hydrating.
   */
  readsQuery?: true;
  /**
   * The marketplace's page: prerendered as a live stage's visitor sees it (the stage's `jobsLive` read
   * and true), so it is served only where the marketplace is live; elsewhere the SPA draws the waitlist.
   */
  marketplace?: true;
  /**
   * A query draws another page (the footer's ready-made searches name their search in the title and fill
   * the form): with one, the CDN and the local web host serve the SPA shell, not this page.
   */
  queryServesShell?: true;
}

/**
 * The public pages served as HTML that already holds their content (ADR 0014): prerendered at build time
 * into `file` beside the SPA. The CDN and the local web host map `path` to `file` (whatever the query);
 * every other client-side route gets the empty SPA shell. The forms that draw without data (sign-in,
 * sign-up, contact) are here so their first paint needs no JavaScript (ADR 0004).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'prerendered/home.html', inSitemap: true },
  { path: '/about', file: 'prerendered/about.html', inSitemap: true },
  { path: '/privacy', file: 'prerendered/privacy.html', inSitemap: true },
  { path: '/terms', file: 'prerendered/terms.html', inSitemap: true },
  { path: '/success-stories', file: 'prerendered/success-stories.html', inSitemap: true },
  { path: '/resources', file: 'prerendered/resources.html', inSitemap: true },
  { path: '/contact', file: 'prerendered/contact.html', inSitemap: true },
  // The plans come from the shared plan table; `?cycle=` picks the cycle the page shows.
  { path: '/pricing', file: 'prerendered/pricing.html', inSitemap: true, readsQuery: true },
  { path: '/login', file: 'prerendered/login.html', inSitemap: false, readsQuery: true },
  { path: '/signup', file: 'prerendered/signup.html', inSitemap: false, readsQuery: true },
  // The search's frame (heading, search bar, filters, the results' placeholders): its first paint needs
  // no JavaScript, and the results follow as they do in the app (ADR 0004).
  {
    path: '/jobs',
    file: 'prerendered/jobs.html',
    inSitemap: true,
    marketplace: true,
    queryServesShell: true,
  },
] as const satisfies readonly PrerenderedPage[];

/**
 * The prerendered page a request for `path` with `query` gets on a stage whose marketplace is or is not
 * live; undefined leaves it to the SPA shell. The CDN's viewer function and the local web host both
 * answer with it.
 */
export function prerenderedPageFor(
  path: string,
  { hasQuery, jobsLive }: { hasQuery: boolean; jobsLive: boolean },
): PrerenderedPage | undefined {
  const page: PrerenderedPage | undefined = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  if (!page) return undefined;
  if (page.marketplace && !jobsLive) return undefined;
  if (page.queryServesShell && hasQuery) return undefined;
  return page;
}

/** Where a job's page is published (by the Job Changed consumer) in the site bucket. */
export function jobPageKey(jobId: string): string {
  return `jobs/${jobId}.html`;
}

/** Where a company's page is published (issue 34), by its slug: the page's address is /companies/{slug}. */
export function companyPageKey(slug: string): string {
  return `companies/${slug}.html`;
}

/** A company slug as it may appear in a page URL (shared/companies/profile.ts makes them). */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The sitemap's key in the site bucket, written by the same consumer. */
export const SITEMAP_KEY = 'sitemap.xml';

/**
 * Stands for the site's origin in prerendered pages: the build does not know the stage's host name, so
 * the deployment (and the local web host) replaces it with the real origin.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://jobmatch.site-origin.invalid';

/**
 * A job id as it may appear in a page URL: what ids look like (ULID-like, word characters and dashes).
 * Anything else is not a job page, so no key is ever made from arbitrary input.
 */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
