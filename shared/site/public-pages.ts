/**
 * The public pages served as HTML that already holds their content (ADR 0014): prerendered at build time
 * into `file` beside the SPA, listed in the sitemap. The CDN and the local web host map `path` to `file`;
 * every other client-side route gets the empty SPA shell.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'prerendered/home.html' },
  { path: '/about', file: 'prerendered/about.html' },
  { path: '/privacy', file: 'prerendered/privacy.html' },
  { path: '/terms', file: 'prerendered/terms.html' },
  { path: '/success-stories', file: 'prerendered/success-stories.html' },
  { path: '/resources', file: 'prerendered/resources.html' },
] as const;

/** Where a job's page is published (by the Job Changed consumer) in the site bucket. */
export function jobPageKey(jobId: string): string {
  return `jobs/${jobId}.html`;
}

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
