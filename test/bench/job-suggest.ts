/**
 * The typeahead benchmark (issue 36, ADR 0039): fills an in-memory DynamoDB Local with the typeahead index
 * of 100k generated active jobs (the job search bench's generator, counted in memory by the index's own
 * item builder), then, in one run:
 * - in process, each typical prefix answered by the service (p50/p95, DynamoDB requests), beside the
 *   baseline the ranked index replaces: reading every term of the prefix and ranking them in memory;
 * - over HTTP through the local API host, an open-loop load (autocannon at a fixed rate, the prefixes in
 *   turn): p50/p95/p99 as a visitor's browser would wait, errors counted.
 * Run alone: `JOB_SUGGEST_BENCH_SIZE=10000 npx tsx test/bench/job-suggest.ts`; `npm run bench` runs it at 100k.
 */

import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { prefixPartition, termOfItem } from '../../functions/job-suggest/index-keys';
import { bulkSuggestItems } from '../../functions/job-suggest/index-writer';
import { startApiHost } from '../../functions/platform/local/api-host';
import { LOCAL_CREDENTIALS } from '../../functions/platform/local/bootstrap';
import { ENV } from '../../functions/platform/resources';
import { lookupPrefix, rankSuggestions } from '../../shared/job-suggest/rules';
import { freePort } from '../setup/free-port';
import { percentile, startBenchTable } from './bench-table';
import { generateJob, writeAll } from './job-search';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

const SIZE = Number(process.env.JOB_SUGGEST_BENCH_SIZE ?? 100_000);
const RUNS = Number(process.env.JOB_SUGGEST_BENCH_RUNS ?? 40);
/** Requests a second of the open-loop load, and for how long. */
const RATE = Number(process.env.JOB_SUGGEST_BENCH_RATE ?? 50);
const SECONDS = Number(process.env.JOB_SUGGEST_BENCH_SECONDS ?? 15);

/** What people type: one letter (the widest lists), two, a word, a word and a half, a city's other name. */
const PREFIXES = ['s', 'd', 'ja', 'rea', 'python', 'senior ja', 'bengal', 'data engineer', 'z'];

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** The baseline: every term filed under the prefix read from the table, ranked in memory. */
async function readWholePrefix(client: DynamoDBDocumentClient, table: string, q: string) {
  const items: { sk: string; label: string; n: number }[] = [];
  let requests = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': prefixPartition(lookupPrefix(q)) },
        ProjectionExpression: 'sk, label, n',
        ExclusiveStartKey: start,
      }),
    );
    requests += 1;
    items.push(...((answer.Items ?? []) as typeof items));
    start = answer.LastEvaluatedKey;
  } while (start);
  rankSuggestions(
    items.map((item) => ({ ...termOfItem(item), jobs: item.n })),
    q,
  );
  return { requests, terms: items.length };
}

async function time<T>(run: () => Promise<T>): Promise<{ p50: number; p95: number; last: T }> {
  await run();
  const timings: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    last = await run();
    timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), last: last as T };
}

export async function runJobSuggestBench() {
  const dynamo = await startBenchTable('jobmatch-bench-suggest');
  const { table } = dynamo;
  try {
    Object.assign(process.env, {
      // The local API host stands in for CloudFront and proves it with this secret, as the local stack's.
      [ENV.originVerify]: randomBytes(24).toString('base64url'),
    });
    // Loaded after the environment is set: the service's client reads it when first made.
    const { Meter, suggestJobs } = await import('../../functions/job-suggest/service');
    const { jobSuggestRoutes } = await import('../../functions/job-suggest/routes');
    const { FALLBACK_FUNCTION } = await import('../../functions/routes');
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'ap-south-1', credentials: LOCAL_CREDENTIALS }),
    );

    const started = performance.now();
    const now = Date.now();
    const jobs = Array.from({ length: SIZE }, () => generateJob(now));
    const items = bulkSuggestItems(jobs);
    await writeAll(client, table, items as unknown as Record<string, unknown>[]);
    console.info(
      `\nTypeahead, GET /jobs/suggest (ADR 0039): ${SIZE} active jobs, ${items.length} (prefix, term) items written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    console.info(
      `  In process, ${RUNS} runs each after one warm-up: ranked index | baseline (whole prefix read, ranked in memory)`,
    );
    for (const q of PREFIXES) {
      let meter = new Meter();
      const indexed = await time(async () => {
        meter = new Meter();
        return suggestJobs(q, meter);
      });
      const baseline = await time(() => readWholePrefix(client, table, q));
      console.info(
        `    '${q}'`.padEnd(20) +
          `p50 ${ms(indexed.p50)}  p95 ${ms(indexed.p95)}  ${meter.requests} requests, ${indexed.last.length} shown` +
          `  |  p50 ${ms(baseline.p50)}  p95 ${ms(baseline.p95)}  ${baseline.last.requests} requests for ${baseline.last.terms} terms`,
      );
    }

    const port = await freePort();
    const api = await startApiHost({ port, routes: jobSuggestRoutes, fallback: FALLBACK_FUNCTION });
    try {
      const base = `http://127.0.0.1:${port}`;
      const probe = await fetch(`${base}/api/v1/jobs/suggest?q=ja`);
      if (probe.status !== 200)
        throw new Error(`GET /jobs/suggest answered ${probe.status}: ${await probe.text()}`);
      const latencies: number[] = [];
      const run = autocannon({
        url: base,
        connections: 10,
        overallRate: RATE,
        duration: SECONDS,
        requests: PREFIXES.map((q) => ({
          method: 'GET',
          path: `/api/v1/jobs/suggest?q=${encodeURIComponent(q)}`,
        })),
      });
      run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
      const result = await run;
      latencies.sort((a, b) => a - b);
      console.info(
        `  Over HTTP (local API host), open loop at ${RATE} requests/s for ${SECONDS} s, the prefixes in turn: ` +
          `${result.requests.total} requests, p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  ` +
          `p99 ${ms(percentile(latencies, 99))}  (budget p95 <= 50 ms)  non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
    } finally {
      await api.stop();
    }
    client.destroy();
  } finally {
    await dynamo.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runJobSuggestBench();
