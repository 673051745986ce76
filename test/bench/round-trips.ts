/**
 * DynamoDB round trips per request for every route of the table: each route is called once with a valid
 * request on the local stack (demo data plus what the journeys make), and the DynamoDB commands its
 * handler sent are counted by SDK middleware. The budget (DESIGN.md) is at most 2 for an ordinary read,
 * which a GET route is.
 */
import { startLocalStack } from '../../functions/platform/local/stack';
import { ROUTES } from '../../functions/routes';
import { onFreeStackPorts } from '../setup/free-port';
import { isReadCommand } from './dynamo-meter';
import { mailbox } from './mailbox';
import { type RouteMeasurement, startMeteredApi } from './metered-api';
import { inOwnProcess, isEntry } from './own-process';

const READ_BUDGET = 2;

/**
 * The writes a GET route makes on purpose, each with its reason. They are no ordinary read, so the
 * budget counts a GET's reads; the row still shows every trip, and says why it wrote. A GET writing
 * for any other reason is flagged.
 */
const WRITES_OF_GETS: Record<string, string> = {
  'GET /candidates/{id}':
    "an employer's opening counts a profile view (spec) and enters the access log (ADR 0037)",
  'GET /applications/{id}/candidate':
    "an employer's opening counts a profile view (spec) and enters the access log (ADR 0037)",
  'GET /applications/{id}/resume': "an employer's download enters the candidate's access log (ADR 0037)",
  'GET /admin/recruiters/applications/{id}/documents/{kind}':
    "an admin's read enters the recruiter's access log (ADR 0037)",
  'GET /admin/access-log': "an admin's read of a person's log is itself logged (ADR 0037)",
  'GET /otp/status': "its rate limit takes from the caller's budget before answering",
  'GET /subscriptions/{id}/invoice': 'the invoice PDF is drawn on its first download and its key kept',
};

/** `GetItem x1, Query x2`: the commands of one kind, counted by name. */
function tally(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) {
    const short = name.replace(/(Item|Items)?Command$/, '');
    counts.set(short, (counts.get(short) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => `${name} x${count}`).join(', ') || '-';
}

function verdictOf(route: string, { status, commands }: RouteMeasurement): string {
  if (status >= 400) return `REQUEST FAILED (${status}): not a valid measurement`;
  if (!route.startsWith('GET ')) return '';
  const reads = commands.filter(isReadCommand).length;
  const writes = commands.length - reads;
  if (writes > 0 && !WRITES_OF_GETS[route]) return 'OVER BUDGET (a write no reason was given for)';
  if (reads > READ_BUDGET) return 'OVER BUDGET';
  return writes > 0 ? `ok: ${reads} reads; wrote because ${WRITES_OF_GETS[route]}` : 'ok';
}

const isOver = (verdict: string) => verdict.startsWith('OVER BUDGET');

function printRoundTrips(measurements: RouteMeasurement[]): void {
  const byRoute = new Map(measurements.map((measurement) => [measurement.route, measurement]));
  const width = Math.max(...ROUTES.map((route) => `${route.method} ${route.path}`.length));
  console.info(
    `\nDynamoDB round trips per request, every route of the table (budget ${READ_BUDGET} reads for a GET, an ordinary read; one send = one round trip)`,
  );
  console.info(`  ${'route'.padEnd(width)} status  trips  reads                       writes`);
  const missing: string[] = [];
  for (const spec of ROUTES) {
    const route = `${spec.method} ${spec.path}`;
    const measurement = byRoute.get(route);
    if (!measurement) {
      missing.push(route);
      continue;
    }
    const reads = measurement.commands.filter(isReadCommand);
    const writes = measurement.commands.filter((name) => !isReadCommand(name));
    console.info(
      `  ${route.padEnd(width)} ${String(measurement.status).padStart(6)} ${String(measurement.commands.length).padStart(6)}  ${tally(reads).padEnd(27)} ${tally(writes).padEnd(24)} ${verdictOf(route, measurement)}`,
    );
    if (isOver(verdictOf(route, measurement)))
      console.info(`  ${''.padEnd(width)}   ${measurement.details.join(', ')}`);
  }
  for (const route of missing) console.info(`  ${route.padEnd(width)} not called by the journeys`);

  const gets = measurements.filter((measurement) => measurement.route.startsWith('GET '));
  const over = measurements.filter((measurement) => isOver(verdictOf(measurement.route, measurement)));
  const wrote = gets.filter((measurement) => measurement.commands.some((name) => !isReadCommand(name)));
  const failed = measurements.filter((measurement) => measurement.status >= 400);
  console.info(
    `  Summary: ${measurements.length} of ${ROUTES.length} routes measured; most round trips on a GET ${Math.max(0, ...gets.map((m) => m.commands.length))}, most reads ${Math.max(0, ...gets.map((m) => m.commands.filter(isReadCommand).length))}; ${wrote.length} GET routes also wrote (${wrote.map((m) => m.route).join('; ')}); ${over.length} GET routes over budget${over.length ? ` (${over.map((m) => m.route).join('; ')})` : ''}${failed.length ? `; ${failed.length} requests failed` : ''}`,
  );
}

/** Measures in this process: the stack's DynamoDB client must be the first this process makes. */
async function measureRoundTrips(): Promise<void> {
  // Every function in this process (the resume parser too), so each handler's commands are counted.
  const stack = await onFreeStackPorts((ports) =>
    startLocalStack({ ports, webOrigins: ['http://localhost:5173'], offThread: [] }),
  );
  const api = await startMeteredApi();
  try {
    // Loaded here, not at the top: the handlers' logger must see the log level the bench sets first.
    const { seedDemoData } = await import('../../functions/demo/seed');
    const { callEveryRoute } = await import('./route-journeys');
    await seedDemoData();
    await stack.idle();
    await callEveryRoute({ api, mail: mailbox(stack.mailStoreUrl), settle: () => stack.idle() });
    await stack.idle();
    printRoundTrips(api.measurements());
  } finally {
    await api.stop();
    await stack.stop();
  }
}

/** In a process of its own: the SDK client must meet this stack's DynamoDB first. */
export function roundTripsPerRoute(): Promise<void> {
  return inOwnProcess(import.meta.url, 'Round-trip');
}

if (isEntry(import.meta.url)) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  await measureRoundTrips();
}
