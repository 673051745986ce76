// Boundary: none (configuration) - the ports of the local stack the browser tests start and talk to.

/**
 * E2E_PORT_OFFSET moves the whole stack (e.g. 1000): a second run on the same machine then gets a stack
 * of its own instead of reusing, and sharing the demo accounts' sign-in limits with, the first.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 50_000)
  throw new Error('E2E_PORT_OFFSET must be a whole number');

/** Ports of the stack `playwright.config.ts` starts; distinct from `npm start` so both can run at once. */
export const E2E_PORTS = {
  web: 5273 + offset,
  api: 3101 + offset,
  mail: 8105 + offset,
  dynamo: 8101 + offset,
  s3: 4669 + offset,
  events: 4110 + offset,
  razorpay: 4120 + offset,
} as const;

export const WEB_URL = `http://localhost:${E2E_PORTS.web}`;

/** The SES stand-in's store of every mail the app sent. */
export const MAIL_STORE_URL = `http://localhost:${E2E_PORTS.mail}/store`;

/** The system Chromium the browser tests and the web benchmark drive (Debian's package). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Chromium's flags for a headless run here: without the background ones, its own connections are refused
 * on a closed network, many at a time, and add noise to what is measured.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
