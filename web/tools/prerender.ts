/**
 * After `vite build`: prerenders the public pages (ADR 0014) into web/dist beside the SPA, each the built
 * index.html with the page's content and head filled in. The app's own routes and components render
 * them, built for Node by Vite with the same configuration, so class names match the browser build. The
 * client build must write its manifest (`vite build --manifest`): each page links its route's styles.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRERENDERED_PAGES } from '../../shared/site/public-pages';
import { fillShell, type PageMarkup } from '../../shared/site/shell';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
// Inside the repository, so the render module's imports resolve from its node_modules.
const serverBuild = path.join(webRoot, '.prerender');

/** The route module of each prerendered page (app/router.tsx), whose styles the page links up front. */
const ROUTE_MODULES: Record<(typeof PRERENDERED_PAGES)[number]['path'], string> = {
  '/': 'src/app/routes/home.tsx',
  '/about': 'src/app/routes/site/about.tsx',
  '/privacy': 'src/app/routes/site/privacy.tsx',
  '/terms': 'src/app/routes/site/terms.tsx',
  '/success-stories': 'src/app/routes/site/success-stories.tsx',
  '/resources': 'src/app/routes/site/resources.tsx',
  '/contact': 'src/app/routes/contact.tsx',
  '/pricing': 'src/app/routes/subscriptions/pricing.tsx',
  '/login': 'src/app/routes/auth/login.tsx',
  '/signup': 'src/app/routes/auth/signup.tsx',
  '/jobs': 'src/app/routes/jobs/jobs.tsx',
};

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

/**
 * The stylesheets a route module and the chunks it imports bring (Vite's build manifest). The browser
 * app loads them with the route's code; a page read without JavaScript needs them linked in its head.
 * The route's scripts are not preloaded: with them at hand the app hydrates before the browser's first
 * paint, which then waits for it (Lighthouse mobile on /login: first paint 1.7 -> 2.1-2.2 s; ADR 0004).
 */
function stylesOf(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const found = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    for (const css of chunk.css ?? []) found.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  visit(module, new Set());
  return [...found];
}

/**
 * The route's stylesheets as one file for the page's head (undefined when it needs none beside the
 * shell's). Each stylesheet in the head blocks the first paint, and on a slow connection each is a
 * request of its own: the sign-in page had four, the job search five (Lighthouse mobile: about 340 ms of
 * render-blocking each, ADR 0004). The app still loads the route's own files with its code, after the
 * first paint; they hold the same rules, so nothing changes when they apply.
 */
function pageStylesheet(hrefs: string[]): string | undefined {
  if (hrefs.length <= 1) return hrefs[0];
  const css = hrefs.map((href) => readFileSync(path.join(dist, href), 'utf8')).join('\n');
  // Named by its content, as Vite names assets, so the CDN may keep it as long as the others.
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  const href = `/assets/prerendered-${hash}.css`;
  writeFileSync(path.join(dist, href), css);
  return href;
}

async function main() {
  await build({
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: serverBuild,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
    },
  });
  try {
    const { renderPublicPage } = (await import(
      pathToFileURL(path.join(serverBuild, 'prerender.js')).href
    )) as {
      renderPublicPage(path: string): Promise<PageMarkup>;
    };
    const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const manifestFile = path.join(dist, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    for (const page of PRERENDERED_PAGES) {
      const file = path.join(dist, page.file);
      mkdirSync(path.dirname(file), { recursive: true });
      const styles = pageStylesheet(
        stylesOf(manifest, ROUTE_MODULES[page.path]).filter((href) => !shell.includes(href)),
      );
      const link = styles ? `<link rel="stylesheet" crossorigin href="${styles}">` : '';
      const styled = shell.replace('</head>', () => `  ${link}\n  </head>`);
      writeFileSync(file, fillShell(styled, await renderPublicPage(page.path)));
      console.info(`prerendered ${page.path} -> ${path.relative(webRoot, file)}`);
    }
    // Only the prerender reads the manifest; it is not part of the site.
    rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  } finally {
    rmSync(serverBuild, { recursive: true, force: true });
  }
}

await main();
