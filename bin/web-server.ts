/**
 * The web server of `npm start`, in a process of its own. The local API host runs every Lambda handler in
 * the parent's event loop; a CPU-heavy request there (hashing a password, parsing a resume, refreshing
 * matches) would otherwise hold up each module and page the browser asks for meanwhile. Started by
 * bin/local.ts with the stack's environment (the site bucket and the S3 endpoint included): the Vite dev
 * server, or with WEB_SERVE=build a server of the build bin/local.ts made (what the end-to-end tests use).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, preview } from 'vite';
import { publicHtml } from '../web/tools/public-html';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.WEB_PORT);
const shared = {
  configFile: path.join(root, 'web/vite.config.ts'),
  // Public pages, job pages, the sitemap and robots.txt served as CloudFront serves them (ADR 0014).
  plugins: [publicHtml()],
  logLevel: 'warn' as const,
};

async function start(): Promise<{ close(): Promise<void> }> {
  if (process.env.WEB_SERVE === 'build') return preview({ ...shared, preview: { port, strictPort: true } });
  const dev = await createServer({ ...shared, server: { port, strictPort: true } });
  await dev.listen();
  return dev;
}

const vite = await start();
process.send?.('ready');

let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  void vite.close().finally(() => process.exit(0));
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
// The parent went away without a word (killed): nothing is left to serve for.
process.on('disconnect', close);
