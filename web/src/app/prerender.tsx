import { PRERENDERED_PAGES, type PrerenderedPage, SITE_ORIGIN_PLACEHOLDER } from '@shared/site/public-pages';
import type { PageMarkup } from '@shared/site/shell';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from '@/lib/router';
import { AppProvider } from './provider';
import { AppRoutes, appRoutes, preloadPages } from './router';

// The head elements the pages render (<title>, <meta>, <link>): React hoists them, rendered to a string,
// ahead of the content, where the shell's head takes them. Those it leaves in place (microdata's
// itemProp) stay in the content.
const HOISTED_PREFIX = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/;
const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\/?>/;

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * One public page as a signed-out visitor first sees it, through the app's own route table, layout and
 * page components: its content, and its title, description and head tags split out for the shell. Used
 * by the build (web/prerender.ts) and by the local web host; the browser app then hydrates it.
 */
export async function renderPublicPage(path: string): Promise<PageMarkup> {
  const matched = matchRoutes(appRoutes, path)?.at(-1)?.route;
  if (!matched || matched.path === '*') throw new Error(`${path} is not a page of the route table`);
  const page: PrerenderedPage | undefined = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  // Served only where the marketplace is live, whose visitors' first render has read that setting
  // (the router reads it beside the page's code): drawn as they will draw it, so they hydrate it.
  if (page?.marketplace) {
    (await import('@/lib/site-config/get-site-config')).primeSiteConfig({ jobsLive: true });
  }
  // Loaded first, so the pages render synchronously instead of as their loading fallback.
  await preloadPages(path, false);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </StaticRouter>
    </StrictMode>,
  );
  const hoisted = HOISTED_PREFIX.exec(html)?.[0] ?? '';
  const title = TITLE.exec(hoisted)?.[1];
  if (!title) throw new Error(`${path} renders no <title>`);
  const description = DESCRIPTION.exec(hoisted)?.[1];
  const head = hoisted.replace(TITLE, '').replace(DESCRIPTION, '');
  // Every public page names its one address, also one whose component sets none.
  const canonical = head.includes('rel="canonical"')
    ? ''
    : `<link rel="canonical" href="${new URL(path, SITE_ORIGIN_PLACEHOLDER).href}"/>`;
  return {
    title: unescapeHtml(title),
    description: description === undefined ? undefined : unescapeHtml(description),
    head: canonical + head,
    body: html.slice(hoisted.length),
  };
}
