// Boundary: the pages' head as the prerender and a crawler see it: title, description, canonical link and Open Graph tags.
import { PRERENDERED_PAGES, SITE_ORIGIN_PLACEHOLDER } from '@shared/site/public-pages';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryProvider } from '@/lib/query/query-provider';
import { StaticRouter } from '@/lib/router';
import { renderPublicPage } from '../prerender';
import { Component as JobsRoute } from './jobs/jobs';

/** An Open Graph tag's value as a reader of the page gets it (attribute escapes undone). */
function attribute(head: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]*)"`)
    .exec(head)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('share tags', () => {
  it.each([...PRERENDERED_PAGES.map((page) => page.path), '/contact'])(
    '%s names its address and carries its title and description into Open Graph',
    async (path) => {
      const page = await renderPublicPage(path);
      const url = new URL(path, SITE_ORIGIN_PLACEHOLDER).href;
      expect(page.head).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(page.description, 'its own description').toBeTruthy();
      expect(attribute(page.head, 'og:type')).toBe('website');
      expect(attribute(page.head, 'og:site_name')).toBe('Jobmatch');
      expect(attribute(page.head, 'og:url')).toBe(url);
      expect(attribute(page.head, 'og:title')).toBe(page.title);
      expect(attribute(page.head, 'og:description')).toBe(page.description);
    },
  );

  it('gives home its own title and description, not the site default', async () => {
    const home = await renderPublicPage('/');
    expect(home.title).toBe('Curated jobs for India’s professionals · Jobmatch');
    expect(home.description).toMatch(/^Get matched with curated jobs/);
  });

  it('gives the job search, search included, a canonical address and Open Graph tags', () => {
    const html = renderToString(
      <StaticRouter location="/jobs?location=Pune">
        <QueryProvider>
          <JobsRoute />
        </QueryProvider>
      </StaticRouter>,
    );
    const url = `${SITE_ORIGIN_PLACEHOLDER}/jobs?location=Pune`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(attribute(html, 'og:url')).toBe(url);
    expect(attribute(html, 'og:title')).toBe('Find Jobs · Jobmatch');
    expect(attribute(html, 'og:description')).toMatch(/verified employers across India/);
    // The page's own title still names the search.
    expect(html).toContain('<title>Jobs in Pune · Jobmatch</title>');
  });
});
