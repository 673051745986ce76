/**
 * `npm start`: the whole product on this machine. Brings up the local stack and the web dev server in
 * one process tree, seeds demo data, prints where to go, and stops everything on Ctrl-C or SIGTERM.
 */
import { execFileSync, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemoData } from '../functions/demo/seed';
import { DEFAULT_RAZORPAY_PORT, LOCAL_RAZORPAY } from '../functions/platform/local/razorpay';
import {
  DEFAULT_SCHEDULE_MINUTES,
  type RunningSchedules,
  startSchedules,
} from '../functions/platform/local/schedules';
import { type LocalStack, startLocalStack } from '../functions/platform/local/stack';
import { SCHEDULES } from '../functions/routes';

// Lambda runs Node 22; the SDK's notice about a laptop's older Node only clutters the console.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535)
    throw new Error(`${name} must be a port number`);
  return value;
}

const ports = {
  web: port('WEB_PORT', 5173),
  api: port('API_PORT', 3001),
  mail: port('MAIL_PORT', 8005),
  dynamo: port('DYNAMO_PORT', 8000),
  s3: port('S3_PORT', 4569),
  events: port('EVENTS_PORT', 4010),
  razorpay: port('RAZORPAY_PORT', DEFAULT_RAZORPAY_PORT),
};
const inMemory = process.env.LOCAL_DATA === 'memory';
const seed = process.env.SEED !== 'false';
const webUrl = `http://localhost:${ports.web}`;
/** Serve a production build of the web app instead of the dev server (the end-to-end tests do). */
const serveBuild = process.env.WEB_SERVE === 'build';
/** Scheduled functions (the renewal reminders) run at start-up and then this often; 0 turns them off. */
const scheduleMinutes = Number(process.env.LOCAL_SCHEDULE_MINUTES ?? DEFAULT_SCHEDULE_MINUTES);
if (!Number.isFinite(scheduleMinutes) || scheduleMinutes < 0) {
  throw new Error('LOCAL_SCHEDULE_MINUTES must be a number of minutes (0: off)');
}
/**
 * How long delayed event rules hold their events (the status mail's undo window, ADR 0023); unset, each
 * rule's own delay, as in AWS. The end-to-end tests shorten it, so a kept change's mail comes in seconds.
 */
const eventDelaySeconds =
  process.env.LOCAL_EVENT_DELAY_SECONDS === undefined
    ? undefined
    : Number(process.env.LOCAL_EVENT_DELAY_SECONDS);
if (eventDelaySeconds !== undefined && !(Number.isFinite(eventDelaySeconds) && eventDelaySeconds >= 0)) {
  throw new Error('LOCAL_EVENT_DELAY_SECONDS must be a number of seconds');
}

/** `npm run build:web`: the SPA and its prerendered public pages, into web/dist. */
function buildWeb(): string {
  execFileSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
  return path.join(root, 'web/dist/index.html');
}

/**
 * The web dev server in a child process (bin/web-server.ts) with this process's environment, once the
 * stack has set it; resolves when it listens. `onCrash` runs if it stops without being asked to.
 */
function startWebServer(onCrash: () => void): Promise<{ close(): Promise<void> }> {
  const child = fork(path.join(root, 'bin/web-server.ts'), [], { execArgv: ['--import', 'tsx'] });
  let closing = false;
  const close = () =>
    new Promise<void>((resolve) => {
      closing = true;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      if (message === 'ready') resolve({ close });
    });
    child.once('exit', (code) => {
      reject(new Error(`the web server stopped (exit code ${code})`));
      if (!closing) onCrash();
    });
  });
}

async function main() {
  const startedAt = Date.now();
  let stack: LocalStack | undefined;
  let web: { close(): Promise<void> } | undefined;
  let schedules: RunningSchedules | undefined;
  let stopping = false;

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await web?.close().catch(() => undefined);
    await schedules?.stop().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    // Built first: the site bucket gets the built shell, so published job pages load the built app.
    const siteShell = serveBuild ? buildWeb() : undefined;
    stack = await startLocalStack({
      ports,
      dataDir: inMemory ? undefined : path.join(root, '.local'),
      webOrigins: [webUrl, `http://127.0.0.1:${ports.web}`],
      siteShell,
      eventDelaySeconds,
    });
    const demo = seed ? await seedDemoData() : [];
    // After the seed, so the first run sees its data; in the background, so start-up does not wait on it.
    if (scheduleMinutes > 0)
      schedules = startSchedules({ schedules: SCHEDULES, everyMinutes: scheduleMinutes });
    // Job pages and the sitemap follow Job Changed; data kept from before they were published gets them
    // once the seed's events are through (in the background: the app is usable meanwhile).
    const runningStack = stack;
    void runningStack
      .idle()
      .then(async () => (await import('../functions/site-publishing/publishing')).publishMissingSite())
      .catch((error: unknown) => console.error('Publishing the job pages failed:', error));

    process.env.API_PORT = String(ports.api);
    process.env.WEB_PORT = String(ports.web);
    web = await startWebServer(() => void stop(1));

    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    // Columns as wide as their longest entry, so every sign-in line lines up.
    const roleWidth = Math.max(0, ...demo.map((account) => account.role.length));
    const emailWidth = Math.max(0, ...demo.map((account) => account.email.length));
    const lines = [
      '',
      `  Jobmatch is running (ready in ${seconds} s${inMemory ? ', data in memory' : ', data in .local/'})`,
      '',
      `  App          ${webUrl}`,
      `  API          ${webUrl}/api/v1 (direct: http://localhost:${ports.api}/api/v1)`,
      `  Mail viewer  ${stack.mailViewerUrl}   (every mail the app sends lands here)`,
      `  Payments     ${stack.razorpayCheckoutUrl}   (Razorpay stand-in, key ${LOCAL_RAZORPAY.keyId}: 'Pay' or 'Fail payment')`,
      '',
      demo.length ? '  Demo sign-ins:' : '  Demo sign-ins: none yet (accounts arrive with sign-in).',
      ...demo.map(
        (account) =>
          `    ${account.role.padEnd(roleWidth)}   ${account.email.padEnd(emailWidth)}   ${account.password}`,
      ),
      '',
      '  Press Ctrl-C to stop everything.',
      '',
    ];
    console.info(lines.join('\n'));
  } catch (error) {
    console.error('Jobmatch could not start:', error instanceof Error ? error.message : error);
    await stop(1);
  }
}

void main();
