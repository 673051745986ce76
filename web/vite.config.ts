import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedRoot = fileURLToPath(new URL('../shared', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

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

/*
 * React Router publishes a production build beside its development one but its package exports name only
 * the development files (warnings and checks included); a production bundle takes the production files.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);
const productionOnly = (command: string) =>
  command === 'build'
    ? [
        { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
        { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
      ]
    : [];

export default defineConfig(({ command }) => ({
  root: webRoot,
  // React's automatic JSX runtime, and React Refresh in the dev server: a component edit keeps its state.
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@shared', replacement: sharedRoot },
      ...productionOnly(command),
    ],
  },
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
      // The "use client" of the query library's and the router's modules means nothing to a bundle that runs in a browser.
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
}));
