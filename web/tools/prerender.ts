/**
 * After `vite build`: prerenders the public pages (ADR 0014) into web/dist beside the SPA, each the built
 * index.html with the page's content and head filled in. The app's own routes and components render
 * them, built for Node by Vite with the same configuration, so class names match the browser build.
 */
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
    for (const page of PRERENDERED_PAGES) {
      const file = path.join(dist, page.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, fillShell(shell, await renderPublicPage(page.path)));
      console.info(`prerendered ${page.path} -> ${path.relative(webRoot, file)}`);
    }
  } finally {
    rmSync(serverBuild, { recursive: true, force: true });
  }
}

await main();
