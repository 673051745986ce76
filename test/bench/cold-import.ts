/**
 * Cold import of each HTTP function, measured as Lambda pays it at init: every function is bundled exactly
 * as CDK bundles it (lambda-bundle-options.ts), written to a directory of its own with only the native
 * packages it ships, and imported by a fresh Node process in each of several rounds (every bundle once a
 * round). The median is the figure.
 *
 * Milliseconds move with the machine, so the figures are ratios of CPU time measured in the same run: to a
 * baseline, an empty handler (fixtures/empty-handler.ts) bundled and imported the same way, and to the
 * HTTP floor, the fallback function (routing and error answers only), which the verdict reads (ADR 0027:
 * no function that answers HTTP comes near 1.6x an empty handler). The absolute figures stand beside
 * them. Run directly (`tsx test/bench/cold-import.ts`) or from `npm run bench`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import type { FunctionSpec } from '../../functions/platform/contract';
import type { HttpFunction, LoadRoutes } from '../../functions/platform/http/dispatch';
import { loadHandler } from '../../functions/platform/local/load-handler';
import { FALLBACK_FUNCTION, ROUTES } from '../../functions/routes';
import { entryOutputOf } from '../../lib/constructs/lambda-bundling';
import { LAMBDA_BUNDLE_OPTIONS, shipNativePackages } from './lambda-bundle-options';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The budget, as a multiple of the same run's empty-handler baseline (issue 39). */
export const COLD_IMPORT_BUDGET_RATIO = 1.6;
/** The resume parser carries pdf.js and is reported apart from the budget (ADR 0004, addendum). */
const REPORTED_APART = new Set(['resume-parse', 'resume-parse-on-upload']);
/** At least seven imports each: a median of fewer moves with one slow run. */
const RUNS = Math.max(7, Number(process.env.COLD_IMPORT_RUNS ?? 7));
const BASELINE_NAME = 'baseline (empty handler)';
const BASELINE_ENTRY = path.join(root, 'test/bench/fixtures/empty-handler.ts');

/*
 * Timed inside the child: Node's own start-up is the same for every function and not the code's doing.
 * CPU time is reported beside wall time because this machine is shared: on a busy host the wall clock
 * counts other processes' turns, while Lambda gives init a core of its own.
 */
const IMPORT_AND_TIME = `
const started = performance.now();
const cpu = process.cpuUsage();
const { handler } = await import(process.argv[1]);
if (process.argv[2]) await handler.routeFor(process.argv[2]);
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }));
`;

export interface ColdImport {
  name: string;
  wallMs: number;
  cpuMs: number;
  apart: boolean;
  /** What the import parses and evaluates: the same on any machine, unlike the times. */
  bundleKb: number;
  modules: number;
  /**
   * The first request's share: the import and then the code of the route it takes (dispatch.ts loads a
   * route's module on first use), for the heaviest of the function's route modules.
   */
  firstRequest?: { cpuMs: number; routeKey: string };
  /** Everything the function's zip holds, all route modules included. */
  totalKb: number;
}

/** Every function an API route (or the fallback) invokes, once each. */
function httpFunctions(): FunctionSpec[] {
  const byName = new Map<string, FunctionSpec>();
  for (const fn of [...ROUTES.map((route) => route.fn), FALLBACK_FUNCTION]) byName.set(fn.name, fn);
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** What Lambda sets before init; nothing of this machine's environment leaks in (NODE_OPTIONS included). */
function lambdaEnvironment(fn: FunctionSpec): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    AWS_REGION: 'ap-south-1',
    AWS_LAMBDA_FUNCTION_NAME: `jobmatch-bench-${fn.name}`,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/** One kind of import to time: the function's init alone, or init and then one route module's code. */
interface Probe {
  fn: FunctionSpec;
  outdir: string;
  routeKey?: string;
  cpus: number[];
  walls: number[];
}

/** Imports the bundle once in a fresh process, loading the probe's route code if it names one. */
async function sampleOnce(probe: Probe): Promise<void> {
  const bundle = pathToFileURL(path.join(probe.outdir, 'index.mjs')).href;
  const args = [
    '--input-type=module',
    '-e',
    IMPORT_AND_TIME,
    bundle,
    ...(probe.routeKey ? [probe.routeKey] : []),
  ];
  const { stdout } = await run(process.execPath, args, {
    cwd: probe.outdir,
    env: lambdaEnvironment(probe.fn),
  });
  const { wallMs, cpuMs } = JSON.parse(stdout) as { wallMs: number; cpuMs: number };
  probe.walls.push(wallMs);
  probe.cpus.push(cpuMs);
}

const timesOf = (probe: Probe) => ({ wallMs: median(probe.walls), cpuMs: median(probe.cpus) });

/** One route key of each module of routes the function's entry loads on demand. */
async function oneRoutePerModule(fn: FunctionSpec): Promise<string[]> {
  const handler = (await loadHandler(fn)) as Partial<HttpFunction>;
  const firstKeyOf = new Map<LoadRoutes, string>();
  for (const [key, load] of Object.entries(handler.modules ?? {}))
    if (!firstKeyOf.has(load)) firstKeyOf.set(load, key);
  return [...firstKeyOf.values()];
}

/** The entry and the chunks it imports statically: what the import alone reads. */
function loadedAtInit(metafile: Metafile, entryFile: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entryFile);
  return [...seen];
}

/** A function bundled as CDK bundles it, with what it loads at init and the probes that will time it. */
interface Bundled {
  fn: FunctionSpec;
  bundleKb: number;
  modules: number;
  totalKb: number;
  init: Probe;
  routes: Probe[];
}

async function bundle(fn: FunctionSpec, workDir: string, entry?: string): Promise<Bundled> {
  const outdir = path.join(workDir, fn.name);
  const result = await build({
    ...LAMBDA_BUNDLE_OPTIONS,
    entryPoints: { index: entry ?? path.join(root, 'functions', `${fn.entry}.ts`) },
    outdir,
    write: true,
  });
  const metafile = result.metafile as Metafile;
  shipNativePackages(metafile, outdir);
  const atInit = loadedAtInit(metafile, entryOutputOf(metafile) ?? '').map((file) => metafile.outputs[file]);
  const code = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
  const probe = (routeKey?: string): Probe => ({ fn, outdir, routeKey, cpus: [], walls: [] });
  return {
    fn,
    bundleKb: atInit.reduce((sum, output) => sum + (output?.bytes ?? 0), 0) / 1024,
    modules: atInit.reduce((sum, output) => sum + Object.keys(output?.inputs ?? {}).length, 0),
    totalKb: code.reduce((sum, [, output]) => sum + output.bytes, 0) / 1024,
    init: probe(),
    routes: (entry ? [] : await oneRoutePerModule(fn)).map(probe),
  };
}

function toRow({ fn, bundleKb, modules, totalKb, init, routes }: Bundled): ColdImport {
  let firstRequest: ColdImport['firstRequest'];
  for (const route of routes) {
    const { cpuMs } = timesOf(route);
    if (!firstRequest || cpuMs > firstRequest.cpuMs) firstRequest = { cpuMs, routeKey: route.routeKey ?? '' };
  }
  return {
    name: fn.name,
    ...timesOf(init),
    apart: REPORTED_APART.has(fn.name),
    bundleKb,
    modules,
    firstRequest,
    totalKb,
  };
}

export interface ColdImports {
  baseline: ColdImport;
  rows: ColdImport[];
}

/*
 * Interleaved: each round imports every bundle once (the baseline and the floor included), and a figure is
 * the median of its rounds. Measured one function after another, a burst of load on this shared machine fell
 * on whichever functions ran then: bundles loading the same code were 1.0x and 1.9x of the floor in one run.
 */
export async function coldImports(): Promise<ColdImports> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'jobmatch-cold-import-'));
  const baselineSpec: FunctionSpec = { name: 'baseline', entry: 'baseline', access: {} };
  try {
    const baseline = await bundle(baselineSpec, workDir, BASELINE_ENTRY);
    const functions: Bundled[] = [];
    for (const fn of httpFunctions()) functions.push(await bundle(fn, workDir));
    const probes = [baseline, ...functions].flatMap((bundled) => [bundled.init, ...bundled.routes]);
    for (let round = 0; round < RUNS; round++) for (const probe of probes) await sampleOnce(probe);
    return { baseline: { ...toRow(baseline), name: BASELINE_NAME }, rows: functions.map(toRow) };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export const ratioOf = (row: ColdImport, baseline: ColdImport) => row.cpuMs / baseline.cpuMs;

/** The HTTP floor: the function that only routes and answers errors, the least any HTTP function loads. */
const FLOOR_FUNCTION = 'fallback';

/** The first request's CPU: the import, then its heaviest route module (the import alone where there are none). */
const firstRequestMs = (row: ColdImport) => row.firstRequest?.cpuMs ?? row.cpuMs;

export function printColdImports({ baseline, rows }: ColdImports): void {
  const [load] = loadavg();
  const floor = rows.find((row) => row.name === FLOOR_FUNCTION) ?? baseline;
  const x = (ms: number, reference: ColdImport) => `${(ms / reference.cpuMs).toFixed(2)}x`;
  console.info(
    `\nCold import per HTTP function (bundled as CDK does, fresh Node process, median of ${RUNS}; budget ${COLD_IMPORT_BUDGET_RATIO}x; load average ${load?.toFixed(1)})`,
  );
  console.info(
    `  Ratios of CPU time: to the empty-handler baseline of this run, and to the HTTP floor (${FLOOR_FUNCTION}); the verdict reads the floor (ADR 0027).`,
  );
  console.info(
    '  Init is the import Lambda runs before the first request; "first request" adds the code of the route it takes, for the heaviest of the function\'s route modules (ADR 0004: routes load on first use).',
  );
  console.info(
    `  ${'function'.padEnd(28)} ${'/empty'.padStart(7)} ${'/floor'.padStart(7)} ${'init cpu'.padStart(9)} ${'wall'.padStart(9)} ${'at init'.padStart(9)} ${'modules'.padStart(7)} ${'first req'.padStart(9)} ${'/floor'.padStart(7)} ${'all code'.padStart(9)}`,
  );
  const line = (row: ColdImport, verdict: string) =>
    console.info(
      `  ${row.name.padEnd(28)} ${x(row.cpuMs, baseline).padStart(7)} ${x(row.cpuMs, floor).padStart(7)} ${row.cpuMs.toFixed(1).padStart(6)} ms ${row.wallMs.toFixed(1).padStart(6)} ms ${row.bundleKb.toFixed(0).padStart(6)} KB ${String(row.modules).padStart(7)} ${firstRequestMs(row).toFixed(1).padStart(6)} ms ${x(firstRequestMs(row), floor).padStart(7)} ${row.totalKb.toFixed(0).padStart(6)} KB  ${verdict}`,
    );
  line(baseline, '(the baseline)');
  const http = rows.filter((r) => !r.apart);
  for (const row of http) line(row, ratioOf(row, floor) <= COLD_IMPORT_BUDGET_RATIO ? 'ok' : 'OVER BUDGET');
  for (const row of rows.filter((r) => r.apart)) line(row, '(reported apart: pdf.js, ADR 0004)');
  const within = (ms: (row: ColdImport) => number, reference: ColdImport) =>
    http.filter((row) => ms(row) / reference.cpuMs <= COLD_IMPORT_BUDGET_RATIO).length;
  console.info(
    `  Init within ${COLD_IMPORT_BUDGET_RATIO}x: ${within((row) => row.cpuMs, baseline)} of ${http.length} HTTP functions against the empty handler, ${within((row) => row.cpuMs, floor)} of ${http.length} against the floor.`,
  );
  console.info(
    `  First request within ${COLD_IMPORT_BUDGET_RATIO}x of the floor: ${within(firstRequestMs, floor)} of ${http.length}; heaviest route modules: ${[
      ...http,
    ]
      .sort((a, b) => firstRequestMs(b) - firstRequestMs(a))
      .slice(0, 3)
      .map((row) => `${row.name} (${row.firstRequest?.routeKey ?? 'init'})`)
      .join(', ')}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printColdImports(await coldImports());
}
