/**
 * `npm run bench`: the figures the quality bars ask for, measured on this machine. Prints each Lambda
 * bundle's size and each HTTP function's cold import (built as CDK builds it), the CPU of a password hash,
 * each page's initial JS and Lighthouse mobile figures (test/bench/web-pages.ts), API latency on the local stack under a bounded concurrent load,
 * and the open-loop load of search, job pages and recommendations (test/bench/open-loop-load.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import type { FunctionSpec } from '../../functions/platform/contract';
import { startLocalStack, TRUST_VIEWER_ADDRESS_ENV } from '../../functions/platform/local/stack';
import { EVENT_RULES, FALLBACK_FUNCTION, ROUTES, S3_TRIGGERS } from '../../functions/routes';
import { entryOutputOf } from '../../lib/constructs/lambda-bundling';
import { onFreeStackPorts } from '../setup/free-port';
import { coldImports, printColdImports } from './cold-import';
import { employerWorkspaceRoundTrips } from './employer-workspace';
import { LAMBDA_BUNDLE_OPTIONS } from './lambda-bundle-options';
import { openLoopLoad } from './open-loop-load';
import { passwordHashing, printPasswordHashing } from './password-hashing';
import { webPages } from './web-pages';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
// The load comes from many viewer addresses (cloudfront-viewer-address below), as real visitors' would.
process.env[TRUST_VIEWER_ADDRESS_ENV] = 'true';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Bytes of the bundle that came from packages matching `pattern`. */
function bytesFrom(output: Metafile['outputs'][string] | undefined, pattern: RegExp): number {
  return Object.entries(output?.inputs ?? {})
    .filter(([file]) => pattern.test(file))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
}

/**
 * Bundle bytes are reported, not budgeted (DESIGN.md, ADR 0004): the budget is the cold import below.
 * The AWS SDK is inside each bundle, so its share is shown beside ElectroDB's.
 */
async function lambdaBundles() {
  const functions = new Map<string, FunctionSpec>();
  for (const fn of [
    ...ROUTES.map((r) => r.fn),
    ...EVENT_RULES.map((r) => r.fn),
    ...S3_TRIGGERS.map((t) => t.fn),
  ]) {
    functions.set(fn.name, fn);
  }
  functions.set(FALLBACK_FUNCTION.name, FALLBACK_FUNCTION);
  console.info('\nLambda bundles (minified ESM, node22, AWS SDK bundled: ADR 0004)');
  for (const fn of [...functions.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const result = await build({
      ...LAMBDA_BUNDLE_OPTIONS,
      entryPoints: [path.join(root, 'functions', `${fn.entry}.ts`)],
      outdir: 'bench-bundle',
      write: false,
    });
    // The entry is what init loads; the chunks hold the routes' code, read when a request needs it.
    const outputs = Object.entries(result.metafile?.outputs ?? {}).filter(([file]) => file.endsWith('.mjs'));
    const entryFile = result.metafile && entryOutputOf(result.metafile);
    const entry = entryFile ? result.metafile?.outputs[entryFile] : undefined;
    const total = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
    const sdk = outputs.reduce(
      (sum, [, output]) => sum + bytesFrom(output, /node_modules\/(@aws-sdk|@smithy|@aws-crypto)\//),
      0,
    );
    const electrodb = outputs.reduce(
      (sum, [, output]) => sum + bytesFrom(output, /node_modules\/(electrodb|jsonschema)\//),
      0,
    );
    console.info(
      `  ${fn.name.padEnd(30)} ${kb(total).padStart(9)} total, ${kb(entry?.bytes ?? 0).padStart(8)} at init, ${kb(sdk).padStart(8)} AWS SDK, ${kb(electrodb).padStart(8)} ElectroDB`,
    );
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function apiLatency() {
  const stack = await onFreeStackPorts((ports) =>
    startLocalStack({ ports, webOrigins: ['http://localhost:5173'] }),
  );
  const base = `${stack.apiUrl}/api/v1`;
  // Sign-in is limited to 10 tries per account in 15 minutes: spread the load over enough accounts.
  const { createAccount } = await import('../../functions/model/account-creation');
  const benchAccounts = Array.from({ length: 40 }, (_, i) => `bench.${i}@jobmatch.in`);
  for (const email of benchAccounts) {
    await createAccount({
      email,
      password: 'Bench@2025',
      firstName: 'Bench',
      lastName: 'Mark',
      role: 'USER',
    });
  }
  const scenarios = [
    { name: 'GET /health', run: () => fetch(`${base}/health`) },
    {
      name: 'POST /auth/secure-login',
      run: (i: number) =>
        fetch(`${base}/auth/secure-login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'cloudfront-viewer-address': `198.18.${i % 250}.1:1`,
          },
          body: JSON.stringify({ email: benchAccounts[i % benchAccounts.length], password: 'Bench@2025' }),
        }),
    },
    {
      name: 'POST /contact/submit',
      run: (i: number) =>
        fetch(`${base}/contact/submit`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'cloudfront-viewer-address': `203.0.113.${i % 250}:1`,
          },
          body: JSON.stringify({
            name: 'Bench Mark',
            email: `bench${i}@example.in`,
            subject: 'Benchmark message',
            message: 'A message sent by the benchmark to measure latency.',
          }),
        }),
    },
  ];
  const runs = [
    { concurrency: 1, requests: 40 },
    { concurrency: 10, requests: 150 },
  ];
  console.info(
    '\nAPI latency on the local stack (in-process handlers, DynamoDB Local; after one warm-up call)',
  );
  try {
    for (const scenario of scenarios) {
      await scenario.run(100_000);
      for (const { concurrency, requests } of runs) {
        const timings: number[] = [];
        let next = 0;
        let failures = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (next < requests) {
              const i = next++;
              const t0 = performance.now();
              const response = await scenario.run(i + concurrency * 1000);
              await response.arrayBuffer();
              if (!response.ok) failures += 1;
              timings.push(performance.now() - t0);
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        timings.sort((a, b) => a - b);
        console.info(
          `  ${scenario.name.padEnd(24)} x${String(concurrency).padEnd(3)} p50 ${percentile(timings, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(timings, 95).toFixed(1).padStart(7)} ms  ${(requests / seconds).toFixed(0).padStart(4)} req/s${failures ? `  (${failures} failed)` : ''}`,
        );
      }
    }
    await stack.idle();
  } finally {
    await stack.stop();
  }
}

async function resumeParseTimes() {
  const { parseTimes } = await import('./parse-times');
  console.info('\nResume parse time per document (warm, after one warm-up parse)');
  for (const row of await parseTimes()) {
    console.info(
      `  ${row.corpus.padEnd(10)} ${row.documents} documents  p50 ${row.p50Ms.toFixed(1)} ms  p95 ${row.p95Ms.toFixed(1)} ms`,
    );
  }
}

/**
 * Job search at 10k and 100k generated jobs (JOB_SEARCH_BENCH_SIZES to change). A process of its own: the
 * search service's DynamoDB client must point at the bench's own DynamoDB Local, not the local stack's.
 */
async function jobSearch() {
  const script = path.join(root, 'test/bench/job-search.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: process.env });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Job search benchmark failed (exit ${code})`);
}

/**
 * The typeahead at 100k generated jobs (ADR 0039): in process beside its baseline, then under an open-loop
 * HTTP load. A process of its own, as above.
 */
async function jobSuggest() {
  const script = path.join(root, 'test/bench/job-suggest.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: process.env });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Typeahead benchmark failed (exit ${code})`);
}

/** Candidate search at 100k searchable candidates (ADR 0033): a process of its own, as above. */
async function candidateSearch() {
  const script = path.join(root, 'test/bench/candidate-search.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: process.env });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Candidate search benchmark failed (exit ${code})`);
}

/** Job alerts: one new job matched against 100k saved alerts (ADR 0035): a process of its own, as above. */
async function jobAlerts() {
  const script = path.join(root, 'test/bench/job-alerts.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: process.env });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Job alerts benchmark failed (exit ${code})`);
}

/** Matching at 100k jobs and 10k candidates (MATCHING_BENCH_* to change): a process of its own, as above. */
async function matching() {
  const script = path.join(root, 'test/bench/matching.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: process.env });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Matching benchmark failed (exit ${code})`);
}

await lambdaBundles();
printColdImports(await coldImports());
printPasswordHashing(await passwordHashing());
await webPages();
await resumeParseTimes();
await apiLatency();
await openLoopLoad();
await employerWorkspaceRoundTrips();
await (await import('./round-trips')).roundTripsPerRoute();
await jobSearch();
await jobSuggest();
await candidateSearch();
await jobAlerts();
await matching();
