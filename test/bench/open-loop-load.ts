/**
 * The open-loop load test (issue 36): 50 requests a second for 60 seconds against the local stack, a mix
 * of job search (60 %), job pages (30 %) and a signed-in candidate's recommendations (10 %). Prints, per
 * part and over all, requests, errors, non-2xx answers and p50/p95/p99; fails on any error or non-2xx.
 *
 * Part of `npm run bench`; alone: `npx tsx test/bench/open-loop-load.ts`. It starts a local stack of its
 * own on free ports (load-stack.ts, a separate process, so the load generator does not share the
 * handlers' event loop), or aims at one already running with the demo data:
 * `LOAD_BASE_URL=http://localhost:3001 npx tsx test/bench/open-loop-load.ts`.
 *
 * Open loop: the arrival rate does not wait on answers. autocannon holds a connection to a rate by
 * sending its requests at the start of each second, so each of the 50 slots below is an instance of its
 * own with one connection at one request a second, started 20 ms after the one before: the requests arrive
 * evenly spaced, and a slot only falls behind when an answer takes over a second (then fewer than planned
 * are sent, which the summary shows).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../../functions/demo/accounts';
import { DEMO_MATCHED_CANDIDATE } from '../../functions/demo/matched-candidate';
import { API_BASE_PATH } from '../../shared/api/envelope';
import type { JobSummary } from '../../shared/jobs/types';
import { isEntry } from './own-process';

export const LOAD = {
  requestsPerSecond: 50,
  seconds: 60,
  /** Share of the requests per part, in tenths: 6 + 3 + 1. */
  mix: { search: 6, jobPage: 3, recommendations: 1 },
  /** An answer slower than this counts as an error (autocannon's timeout). */
  timeoutSeconds: 10,
} as const;

type Part = keyof typeof LOAD.mix;

const PART_NAMES: Record<Part, string> = {
  search: 'GET /jobs/search',
  jobPage: 'GET /jobs/{id}',
  recommendations: 'GET /candidates/recommended-jobs',
};

interface PartLoad {
  paths: string[];
  headers?: Record<string, string>;
}

interface PartFigures {
  latencies: number[];
  errors: number;
  timeouts: number;
  non2xx: number;
  /** What went wrong, counted: `503` for an answer's status, an error's message otherwise. */
  failures: Record<string, number>;
}

function tally(counts: Record<string, number>, what: string) {
  counts[what] = (counts[what] ?? 0) + 1;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function answerOf(response: Response, what: string) {
  const body = (await response.json()) as { data?: unknown };
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return body.data;
}

/** What each part requests, taken from the stack's own data: its jobs, their words and places. */
async function prepare(api: string): Promise<Record<Part, PartLoad>> {
  const signedIn = (await answerOf(
    await fetch(`${api}/auth/secure-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_MATCHED_CANDIDATE, password: DEMO_PASSWORD }),
    }),
    `Signing in ${DEMO_MATCHED_CANDIDATE}`,
  )) as { accessToken: string };
  const { jobs } = (await answerOf(await fetch(`${api}/jobs/search?limit=50`), 'The job search')) as {
    jobs: JobSummary[];
  };
  if (jobs.length === 0) throw new Error('The stack has no jobs to search: is the demo data seeded?');
  const words = [...new Set(jobs.map((job) => job.title.split(' ')[0] ?? ''))].filter(Boolean);
  const places = [...new Set(jobs.map((job) => job.location.split(',')[0]?.trim() ?? ''))].filter(Boolean);
  const skills = [...new Set(jobs.flatMap((job) => job.skills))].slice(0, 10);
  const q = (params: Record<string, string>) => `${API_BASE_PATH}/jobs/search?${new URLSearchParams(params)}`;
  return {
    search: {
      paths: [
        q({}),
        ...words.map((search) => q({ search })),
        ...places.map((location) => q({ location })),
        ...skills.map((skills) => q({ skills })),
        ...words
          .slice(0, 5)
          .flatMap((search) => places.slice(0, 3).map((location) => q({ search, location }))),
        q({ sort: 'newest', page: '2' }),
      ],
    },
    jobPage: { paths: jobs.map((job) => `${API_BASE_PATH}/jobs/${job.id}`) },
    recommendations: {
      paths: [`${API_BASE_PATH}/candidates/recommended-jobs`],
      headers: { authorization: `Bearer ${signedIn.accessToken}` },
    },
  };
}

/** Which part each of the 50 slots sends, interleaved so every part is spread over the second. */
function slotParts(): Part[] {
  const parts = Object.entries(LOAD.mix).flatMap(([part, tenths]) => Array<Part>(tenths).fill(part as Part));
  return Array.from({ length: LOAD.requestsPerSecond }, (_, i) => parts[i % parts.length] as Part);
}

async function runLoad(origin: string, load: Record<Part, PartLoad>) {
  const figures = Object.fromEntries(
    Object.keys(LOAD.mix).map((part) => [
      part,
      { latencies: [], errors: 0, timeouts: 0, non2xx: 0, failures: {} },
    ]),
  ) as unknown as Record<Part, PartFigures>;
  const next: Record<Part, number> = { search: 0, jobPage: 0, recommendations: 0 };
  const spacing = 1000 / LOAD.requestsPerSecond;
  const runs = slotParts().map(
    (part, slot) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          const { paths, headers } = load[part];
          const instance = autocannon({
            url: origin,
            connections: 1,
            overallRate: 1,
            duration: LOAD.seconds,
            timeout: LOAD.timeoutSeconds,
            headers: headers ?? {},
            requests: [
              {
                method: 'GET',
                setupRequest: (request) => ({ ...request, path: paths[next[part]++ % paths.length] }),
              },
            ],
            skipAggregateResult: true,
          });
          instance.on('response', (_client, status, _bytes, milliseconds) => {
            figures[part].latencies.push(milliseconds);
            if (status < 200 || status > 299) {
              figures[part].non2xx += 1;
              tally(figures[part].failures, String(status));
            }
          });
          instance.on('reqError', (error) => tally(figures[part].failures, error.message));
          instance.on('done', (result) => {
            figures[part].errors += result.errors;
            figures[part].timeouts += result.timeouts;
            resolve();
          });
        }, slot * spacing);
      }),
  );
  await Promise.all(runs);
  return figures;
}

function printFigures(figures: Record<Part, PartFigures>): boolean {
  const planned = LOAD.requestsPerSecond * LOAD.seconds;
  console.info(
    `\nOpen-loop load: ${LOAD.requestsPerSecond} requests/s for ${LOAD.seconds} s (${planned} planned), ` +
      'search 60 %, job page 30 %, recommendations 10 % (signed-in candidate)',
  );
  // Fewer sent than planned: some slot waited over a second for an answer (see the top of this file).
  const row = (name: string, f: PartFigures, tenths: number) => {
    const sorted = [...f.latencies].sort((a, b) => a - b);
    const ms = (p: number) => `${percentile(sorted, p).toFixed(1).padStart(7)} ms`;
    const sent = `${f.latencies.length + f.errors} of ${(planned * tenths) / 10}`;
    console.info(
      `  ${name.padEnd(34)} ${sent.padStart(12)} requests  ` +
        `${String(f.errors).padStart(3)} errors (${f.timeouts} timeouts)  ${String(f.non2xx).padStart(3)} non-2xx  ` +
        `p50 ${ms(50)}  p95 ${ms(95)}  p99 ${ms(99)}`,
    );
    for (const [what, count] of Object.entries(f.failures)) console.info(`    ${count} x ${what}`);
  };
  const parts = Object.keys(LOAD.mix) as Part[];
  for (const part of parts) row(PART_NAMES[part], figures[part], LOAD.mix[part]);
  const all: PartFigures = {
    latencies: parts.flatMap((part) => figures[part].latencies),
    errors: parts.reduce((sum, part) => sum + figures[part].errors, 0),
    timeouts: parts.reduce((sum, part) => sum + figures[part].timeouts, 0),
    non2xx: parts.reduce((sum, part) => sum + figures[part].non2xx, 0),
    // Already listed under each part.
    failures: {},
  };
  row('all', all, 10);
  return all.errors === 0 && all.non2xx === 0;
}

/** A local stack in a process of its own; resolves with its API's address and a way to stop it. */
function startStack(): Promise<{ apiUrl: string; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./load-stack.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: process.env,
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ apiUrl: (message as { apiUrl: string }).apiUrl, stop }));
    child.once('exit', (code) => reject(new Error(`The load test's stack stopped (exit ${code})`)));
  });
}

/** Runs the load against LOAD_BASE_URL, or a stack of its own; throws when any request failed. */
export async function openLoopLoad(): Promise<void> {
  const given = process.env.LOAD_BASE_URL;
  const stack = given ? undefined : await startStack();
  const origin = new URL(given ?? stack?.apiUrl ?? '').origin;
  try {
    const load = await prepare(`${origin}${API_BASE_PATH}`);
    // One call per part first: a handler's first call imports its module, which is not what is measured.
    for (const part of Object.values(load)) {
      await fetch(`${origin}${part.paths[0]}`, { headers: part.headers ?? {} }).then((r) => r.arrayBuffer());
    }
    const clean = printFigures(await runLoad(origin, load));
    if (!clean) throw new Error('The open-loop load had errors or non-2xx answers');
  } finally {
    await stack?.stop();
  }
}

if (isEntry(import.meta.url)) await openLoopLoad();
