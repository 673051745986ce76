/**
 * What a visitor's browser downloads and waits for, page by page: the production build served the way the
 * end-to-end tests serve it (bin/local.ts with WEB_SERVE=build, demo data), loaded in the system Chromium
 * with the cache off. Initial JS is every script the first visit fetched (entry, preloads and route
 * chunks), gzipped; Lighthouse runs its mobile preset on the public pages. Runs on its own too:
 * `npx tsx test/bench/web-pages.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/stack';
import { freePort } from '../setup/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO_PASSWORD = 'Jobmatch@2025';
const PUBLIC_BUDGET_KB = 100;
const SIGNED_IN_BUDGET_KB = 160;
/** Lighthouse mobile's total blocking time on a job page: its hydration must not hold the main thread. */
const JOB_PAGE_TBT_BUDGET_MS = 150;
/** Lighthouse runs per page; the median run is reported, as Lighthouse's own guidance suggests. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Product {
  webUrl: string;
  stop(): Promise<void>;
}

/** `npm start`'s process tree on free ports, data in memory, serving the built app. */
async function startBuiltProduct(): Promise<Product> {
  const ports = {
    WEB_PORT: await freePort(),
    API_PORT: await freePort(),
    MAIL_PORT: await freePort(),
    DYNAMO_PORT: await freePort(),
    S3_PORT: await freePort(),
    EVENTS_PORT: await freePort(),
    RAZORPAY_PORT: await freePort(),
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      LOCAL_DATA: 'memory',
      SEED: 'true',
      WEB_SERVE: 'build',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Jobmatch is running')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the product stopped (exit ${code}):\n${output}`)));
  });
  return {
    webUrl: `http://localhost:${ports.WEB_PORT}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface PageLoad {
  label: string;
  requested: string;
  landedOn: string;
  gzipBytes: number;
  files: number;
  /** Each script's path and gzip size, largest first: what WEB_PAGES_FILES=1 prints under the page. */
  scripts: [string, number][];
}

/**
 * Loads `url` in a fresh context (signed in first when `account` is given) with the cache off and sums the
 * gzip size of every script the load fetched, until the network is quiet.
 */
async function initialJs(
  browser: Browser,
  webUrl: string,
  label: string,
  pagePath: string,
  account?: string,
): Promise<PageLoad> {
  const context = await browser.newContext({ baseURL: webUrl });
  const page = await context.newPage();
  try {
    if (account) {
      await page.goto('/login');
      await page.getByLabel('Email address').fill(account);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.waitForLoadState('networkidle');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
      scripts.set(
        response.url(),
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
    });
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    // On a busy machine the app can still be evaluating its entry when the network first falls quiet, and
    // only then ask for the page's code: count until the main thread is idle and no script came for a second.
    for (let seen = -1; seen !== scripts.size; ) {
      seen = scripts.size;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
    }
    const sizes = await Promise.all(scripts.values());
    const paths = [...scripts.keys()].map((url) => new URL(url).pathname);
    return {
      label,
      requested: pagePath,
      landedOn: new URL(page.url()).pathname,
      gzipBytes: sizes.reduce((sum, size) => sum + size, 0),
      files: sizes.length,
      scripts: paths.map((name, at): [string, number] => [name, sizes[at] ?? 0]).sort((a, b) => b[1] - a[1]),
    };
  } finally {
    await context.close();
  }
}

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** What Lighthouse took for the largest paint: the element's selector and the start of its markup. */
  lcpElement: string;
  accessibility: number;
  seo: number;
}

/**
 * The LCP breakdown insight's element and the observed load's subparts (time to first byte, render delay):
 * `main > h1  <h1 class=...>  (ttfb 12 ms, render delay 640 ms)`.
 */
function lcpElementOf(details: unknown): string {
  let element = 'none reported';
  const subparts: string[] = [];
  const pending: unknown[] = [details];
  for (let item = pending.shift(); item !== undefined; item = pending.shift()) {
    if (typeof item !== 'object' || item === null) continue;
    const entry = item as {
      type?: unknown;
      selector?: unknown;
      snippet?: unknown;
      subpart?: unknown;
      duration?: unknown;
    };
    if (entry.type === 'node') element = `${String(entry.selector)}  ${String(entry.snippet).slice(0, 90)}`;
    else if (typeof entry.subpart === 'string' && typeof entry.duration === 'number')
      subparts.push(`${entry.subpart} ${Math.round(entry.duration)} ms`);
    else pending.push(...Object.values(item));
  }
  return subparts.length ? `${element}  (observed: ${subparts.join(', ')})` : element;
}

async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        lcpElement: lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      });
    } finally {
      chrome.kill();
    }
  }
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)] as LighthouseFigures;
}

/** The id of one open demo job, for "a job page". */
async function aJobPath(webUrl: string): Promise<string> {
  const response = await fetch(`${webUrl}/api/v1/jobs/search`);
  const body = (await response.json()) as { data?: { jobs?: { id: string }[] } };
  const id = body.data?.jobs?.[0]?.id;
  if (!id) throw new Error('the demo data has no open job');
  return `/jobs/${id}`;
}

const kb = (bytes: number) => bytes / 1024;

export async function webPages(): Promise<void> {
  const product = await startBuiltProduct();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const jobPath = await aJobPath(product.webUrl);
    const allPublicPages: [string, string][] = [
      ['home', '/'],
      ['jobs', '/jobs'],
      ['a job page', jobPath],
      ['login', '/login'],
      ['signup', '/signup'],
      ['contact', '/contact'],
      ['about', '/about'],
      ['pricing', '/pricing'],
      ['guest deep link /profile', '/profile'],
    ];
    // WEB_PAGES=login,signup measures only those public pages (and no signed-in ones): a quick look.
    const only = process.env.WEB_PAGES?.split(',').map((label) => label.trim());
    const publicPages = only ? allPublicPages.filter(([label]) => only.includes(label)) : allPublicPages;
    const signedIn: [string, string, string][] = [
      ['candidate /profile', '/profile', 'priya@jobmatch.in'],
      ['candidate /smart-jobs', '/smart-jobs', 'priya@jobmatch.in'],
      ['employer /employer/dashboard', '/employer/dashboard', 'hiring@acmetech.in'],
      ['employer /my-jobs', '/my-jobs', 'hiring@acmetech.in'],
      ['admin /admin/recruiters', '/admin/recruiters', 'admin@jobmatch.in'],
    ];
    console.info(
      `\nWeb: initial JS per page (production build in Chromium, cache off, gzip; budget ${PUBLIC_BUDGET_KB} KB public, ${SIGNED_IN_BUDGET_KB} KB signed in: ADR 0004)`,
    );
    const print = (load: PageLoad, budgetKb: number) => {
      console.info(
        `  ${load.label.padEnd(30)} ${kb(load.gzipBytes).toFixed(1).padStart(6)} KB in ${String(load.files).padStart(2)} files${load.landedOn === load.requested ? '' : `  (landed on ${load.landedOn})`}${kb(load.gzipBytes) > budgetKb ? '  OVER BUDGET' : ''}`,
      );
      // WEB_PAGES_FILES=1 lists each page's scripts: where its bytes go.
      if (process.env.WEB_PAGES_FILES)
        for (const [name, bytes] of load.scripts)
          console.info(`      ${kb(bytes).toFixed(1).padStart(6)} KB  ${name}`);
    };
    for (const [label, pagePath] of publicPages)
      print(await initialJs(browser, product.webUrl, label, pagePath), PUBLIC_BUDGET_KB);
    for (const [label, pagePath, account] of only ? [] : signedIn)
      print(await initialJs(browser, product.webUrl, label, pagePath, account), SIGNED_IN_BUDGET_KB);

    if (LIGHTHOUSE_RUNS < 1) return;
    console.info(
      `\nLighthouse mobile (${LIGHTHOUSE_RUNS} runs a page, median by performance; goals: performance >= 98, LCP <= 1.8 s, accessibility and SEO 100; a job page's blocking time <= ${JOB_PAGE_TBT_BUDGET_MS} ms)`,
    );
    for (const [label, pagePath] of publicPages.filter(([name]) => name !== 'guest deep link /profile')) {
      const figures = await lighthouseMobile(`${product.webUrl}${pagePath}`);
      const short =
        figures.performance < 98 ||
        figures.lcpMs > 1800 ||
        figures.accessibility < 100 ||
        figures.seo < 100 ||
        (pagePath === jobPath && figures.tbtMs > JOB_PAGE_TBT_BUDGET_MS);
      console.info(
        `  ${label.padEnd(30)} performance ${String(figures.performance).padStart(3)}  LCP ${(figures.lcpMs / 1000).toFixed(2)} s  TBT ${String(Math.round(figures.tbtMs)).padStart(4)} ms  accessibility ${String(figures.accessibility).padStart(3)}  SEO ${String(figures.seo).padStart(3)}${short ? '  SHORT OF GOAL' : ''}`,
      );
      console.info(`  ${''.padEnd(30)} LCP element: ${figures.lcpElement}`);
    }
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await webPages();
}
