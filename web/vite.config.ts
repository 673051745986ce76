import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * Lets the bundler drop the parts of React Router's production build that the app never uses. Its
 * components are made with `forwardRef` and its contexts with `createContext` at the top level, calls a
 * bundler must keep unless marked pure, and each is then given a `displayName`, an assignment it must
 * keep too; so the data router's `Form`, fetchers and scroll restoration stayed in every page's first
 * script. Both are free of side effects: marked pure and without their names (labels for React's
 * developer tools, which a production build does not show), they go when unused (ADR 0004).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'jobmatch:react-router-tree-shaking',
    apply: 'build',
    // Read and changed in one step: the package publishes no source map, so there is none to carry on.
    load: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]/ },
      handler(id) {
        return readFileSync(id, 'utf8')
          .replace(/^\s*[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
          .replace(
            /^var (\w+) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm,
            'var $1 = /* @__PURE__ */ $2',
          );
      },
    },
  };
}

interface ChunkWithCss {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  /** The chunks it imports statically, which it cannot run without. */
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * index.html names the app's code and the shell's styles, though its entry (app/boot.ts) only imports
 * the app once a served page is painted. The shell's stylesheets are linked, so a served page is styled
 * before the app starts; the app's code is preloaded, so a page the app draws itself does not wait for
 * the boot script to ask for it. Served pages drop that preload (shared/site/shell.ts: fillShell).
 */
function appChunkInHtml(appModule: string): Plugin {
  return {
    name: 'jobmatch:app-chunk-in-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const app = Object.values(context.bundle ?? {}).find(
          (output): output is typeof output & ChunkWithCss =>
            output.type === 'chunk' && output.moduleIds.includes(appModule),
        );
        if (!app) throw new Error(`The build has no chunk for ${appModule}`);
        return [
          ...[...(app.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
            injectTo: 'head' as const,
          })),
          ...[app.fileName, ...app.imports]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

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
  plugins: [react(), reactRouterTreeShaking(), appChunkInHtml(appEntry)],
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
    // No lists of the scripts each lazy page imports: with about 200 file names they were 4-5 KB gzip of
    // the shell's script, on every first page, to save a page's imports a round trip or two when its code
    // first loads (ADR 0004). A lazy page's styles are still listed and fetched with it. The app's own
    // script is still preloaded beside the boot script (appChunkInHtml).
    modulePreload: false,
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
              // What the boot script needs before the app, on its own: Vite's helper for dynamic imports
              // (to ask for the app) and the keeper of early taps (src/app/early-clicks.ts, whose event
              // names the app shares). Left to the shell group, they would make the boot script import the
              // app's file and wait for it.
              name: 'boot',
              test: /vite\/preload-helper|src\/app\/early-clicks/,
              priority: 1,
            },
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
