import { escapeHtml } from './html';
import { PRERENDERED_PAGES } from './public-pages';

export interface SitemapJob {
  id: string;
  /** ISO 8601: when the job last changed. */
  updatedAt: string;
}

export interface SitemapCompany {
  slug: string;
  /** ISO 8601: when the company's profile last changed. */
  updatedAt?: string;
}

/**
 * The sitemap (sitemaps.org 0.9): the public pages with content of their own and the given open jobs, as absolute URLs of `origin`.
 * Jobs come in the order given; a sitemap file holds at most 50,000 URLs, far above today's needs.
 */
export function sitemapXml(origin: string, jobs: SitemapJob[], companies: SitemapCompany[] = []): string {
  const base = origin.replace(/\/+$/, '');
  const url = (path: string, lastModified?: string) =>
    `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PRERENDERED_PAGES.filter((page) => page.inSitemap).map((page) => url(page.path)),
    ...jobs.map((job) => url(`/jobs/${encodeURIComponent(job.id)}`, job.updatedAt)),
    // The company directory and every company's page (issue 34).
    ...(companies.length > 0 ? [url('/companies')] : []),
    ...companies.map((company) => url(`/companies/${encodeURIComponent(company.slug)}`, company.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The signed-in areas of the route table (web/src/config/paths.ts), as robots.txt prefixes: a crawler
 * would only be sent to sign in. /profile also covers the public profiles (/profile/<id>, signed-in
 * only); the sample profile, /profile-demo, is let back in by a longer Allow (RFC 9309: the longest
 * matching rule wins).
 */
const SIGNED_IN_AREAS = [
  '/dashboard',
  '/profile',
  '/resume',
  '/welcome',
  '/recommended-jobs',
  '/smart-jobs',
  '/saved-jobs',
  '/job-alerts',
  '/applications',
  '/jobs/*/apply',
  '/employer/',
  '/my-jobs',
  '/team',
  '/account',
  '/recruiter/',
  '/subscription/',
  '/admin/',
];

/** robots.txt: everything public may be crawled except the API and signed-in areas; where the sitemap is. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...SIGNED_IN_AREAS.map((path) => `Disallow: ${path}`),
    'Allow: /profile-demo',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The ids of the jobs a sitemap lists (the ones `sitemapXml` wrote), in its order. */
export function jobIdsInSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>[^<]*\/jobs\/([^</]+)<\/loc>/g)].map((match) =>
    decodeURIComponent(match[1] ?? ''),
  );
}
