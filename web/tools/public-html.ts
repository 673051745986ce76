import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import type { Plugin, ViteDevServer } from 'vite';
import {
  COMPANY_SLUG_PATTERN,
  companyPageKey,
  JOB_ID_PATTERN,
  jobPageKey,
  PRERENDERED_PAGES,
  prerenderedPageFor,
  SITE_ORIGIN_PLACEHOLDER,
  SITEMAP_KEY,
} from '../../shared/site/public-pages';
import { fillShell, type PageMarkup } from '../../shared/site/shell';

/*
 * The local web host's answer to what CloudFront does in AWS (ADR 0014): a plain GET of a public page
 * gets HTML that already holds its content, a job or company page the page published into the site bucket, and
 * /sitemap.xml and /robots.txt their objects there. Everything else is Vite's own SPA. The dev server
 * renders public pages per request with the renderer the build prerenders with, so an edit shows at once;
 * a server of the build (`vite preview`) serves the pages the build prerendered.
 */

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** Where public pages come from, and what the server does to any HTML before sending it. */
interface PageSource {
  /** A public page with its content, for `origin`; undefined leaves the path to the SPA. */
  publicPage(pagePath: string, origin: string): Promise<string | undefined>;
  finish(url: string, html: string): Promise<string>;
}

const SHELL = new URL('../index.html', import.meta.url);
const JOB_PAGE = /^\/jobs\/([^/]+)$/;
const COMPANY_PAGE = /^\/companies\/([^/]+)$/;

let client: S3Client | undefined;

/** The local stack's site bucket (bin/local.ts runs it in this process); none when Vite runs alone. */
async function fromSiteBucket(key: string): Promise<string | undefined> {
  const bucket = process.env.SITE_BUCKET;
  if (!bucket || !process.env.AWS_ENDPOINT_URL_S3) return undefined;
  client ??= new S3Client({ forcePathStyle: true });
  // s3rver rewrites an object's file in place, so a read that meets the publisher's rewrite of the
  // sitemap can be cut off; S3 swaps objects whole. A second or third read gets the complete one.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return await object.Body?.transformToString('utf-8');
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** The dev server: each public page rendered now, through Vite's module graph. */
function renderedPages(server: ViteDevServer): PageSource {
  return {
    async publicPage(pagePath, origin) {
      try {
        const { renderPublicPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          renderPublicPage(path: string): Promise<PageMarkup>;
        };
        const html = fillShell(await readFile(SHELL, 'utf8'), await renderPublicPage(pagePath));
        return html.replaceAll(SITE_ORIGIN_PLACEHOLDER, origin);
      } catch (error) {
        // A page that cannot be prerendered (an edit under way) still works as the SPA; the build would fail.
        server.config.logger.error(`Prerendering ${pagePath} failed: ${String(error)}`);
        return undefined;
      }
    },
    finish: (url, html) => server.transformIndexHtml(url, html),
  };
}

/** A server of the build: the pages the build prerendered, sent as they are. */
function prerenderedPages(outDir: string): PageSource {
  return {
    async publicPage(pagePath, origin) {
      const page = PRERENDERED_PAGES.find((candidate) => candidate.path === pagePath);
      if (!page) return undefined;
      const html = await readFile(path.join(outDir, page.file), 'utf8');
      return html.replaceAll(SITE_ORIGIN_PLACEHOLDER, origin);
    },
    finish: async (_url, html) => html,
  };
}

async function answer(source: PageSource, request: IncomingMessage): Promise<Answer | undefined> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  const html = async (page: string | undefined) =>
    page === undefined
      ? undefined
      : { status: 200, type: 'text/html; charset=utf-8', body: await source.finish(url.pathname, page) };

  // As the CDN's viewer function answers on a stage (the local stack's marketplace is live unless
  // JOBS_LIVE=false): a page's prerendered HTML where it is what the page draws, else the SPA.
  const jobsLive = process.env.JOBS_LIVE !== 'false';
  if (prerenderedPageFor(url.pathname, { hasQuery: url.search !== '', jobsLive })) {
    return html(await source.publicPage(url.pathname, origin));
  }
  const jobId = JOB_PAGE.exec(url.pathname)?.[1];
  if (jobId && JOB_ID_PATTERN.test(jobId)) {
    // A job never published (an unknown id) is left to the SPA, which says it was not found.
    return html(await fromSiteBucket(jobPageKey(jobId)));
  }
  const companySlug = COMPANY_PAGE.exec(url.pathname)?.[1];
  if (companySlug && COMPANY_SLUG_PATTERN.test(companySlug)) {
    // A company's published page (issue 34); an old address or an id is left to the SPA, which redirects.
    return html(await fromSiteBucket(companyPageKey(companySlug)));
  }
  if (url.pathname === '/sitemap.xml' || url.pathname === '/robots.txt') {
    const body = await fromSiteBucket(url.pathname === '/sitemap.xml' ? SITEMAP_KEY : 'robots.txt');
    const type =
      url.pathname === '/sitemap.xml' ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8';
    return body === undefined
      ? { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' }
      : { status: 200, type, body };
  }
  return undefined;
}

function middleware(source: PageSource) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    answer(source, request).then(
      (result) => {
        if (!result) return next();
        response.statusCode = result.status;
        response.setHeader('content-type', result.type);
        response.setHeader('cache-control', 'no-cache');
        response.setHeader('vary', 'accept-encoding');
        // Compressed where the browser takes it, as CloudFront compresses these answers on a stage.
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        if (gzip) response.setHeader('content-encoding', 'gzip');
        const body = gzip ? gzipSync(result.body) : result.body;
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => next(error),
    );
  };
}

export function publicHtml(): Plugin {
  return {
    name: 'jobmatch-public-html',
    configureServer(server) {
      server.middlewares.use(middleware(renderedPages(server)));
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(middleware(prerenderedPages(outDir)));
    },
  };
}
