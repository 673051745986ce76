import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedRoot = fileURLToPath(new URL('../shared', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Preact's JSX runtime with the head-tag hoisting React 19 does and Preact does not
// (src/lib/react-compat/head-tags.ts): a page's <title>, <meta> and <link> are JSX, so every module that
// draws one imports the JSX runtime.
const jsxRuntime = fileURLToPath(new URL('./src/lib/react-compat/jsx-runtime.ts', import.meta.url));

/**
 * The web app is written against React's API and runs on Preact's (ADR 0004, fourth step): every import
 * of React, in the app and in the libraries it uses, resolves to Preact's compatibility layer. Used by the
 * build and the prerender here and by the web unit tests (vitest.config.ts), so the tests test what ships.
 */
export const reactCompat = {
  aliases: [
    { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: jsxRuntime },
    // wouter reaches useSyncExternalStore through the shim for React before 18; the compat layer has it.
    {
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: fileURLToPath(new URL('./src/lib/router/use-sync-external-store.ts', import.meta.url)),
    },
  ],
  /**
   * The libraries that import React. Where modules from node_modules are left to Node (the prerender's
   * build for Node, Vitest), these must be bundled or transformed instead, or Node would load React itself.
   */
  libraries: ['wouter', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers'],
};

const appEntry = fileURLToPath(new URL('./src/app/main.tsx', import.meta.url));

/** What the bundler's code-splitting callbacks can ask of the module graph. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module the entry imports statically, directly or not: the code of every first page. */
function staticallyReachable(ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const pending = [appEntry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

const shellModules = new WeakMap<ChunkingContext, Set<string>>();

const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: webRoot,
  // JSX through the automatic runtime of `react`, which the aliases make Preact's (ADR 0004, fourth step).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@shared', replacement: sharedRoot },
      ...reactCompat.aliases,
    ],
  },
  // The prerender's build for Node bundles the libraries that import React, so they get Preact too.
  ssr: { noExternal: reactCompat.libraries },
  server: {
    port: webPort,
    strictPort: true,
    // The contract in ../shared sits outside the web root.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  preview: {
    port: webPort,
    strictPort: true,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Maps for decoding production stack traces stay with the build: no sourceMappingURL in the bundles,
    // and the site deployment leaves *.map out (lib/constructs/web.ts), so sources are never public.
    sourcemap: 'hidden',
    // Browsers that run this app preload modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The "use client" of the query library's modules means nothing to a bundle that runs in a browser.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            {
              debugName: 'app-shell',
              // React, the router and the shell arrive as one file rather than a dozen small ones that the
              // splitter would make of modules pages share with the shell: fewer requests and better
              // compression for the first page. Pages and what only they use stay in chunks of their own.
              name: (id, ctx) => {
                let shell = shellModules.get(ctx);
                if (!shell) {
                  shell = staticallyReachable(ctx);
                  shellModules.set(ctx, shell);
                }
                return shell.has(id) ? 'app' : null;
              },
            },
          ],
        },
      },
    },
  },
});
