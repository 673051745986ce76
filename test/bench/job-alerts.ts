/**
 * The job alerts benchmark (ADR 0035): files saved searches into an in-memory DynamoDB Local through the
 * alerts' own anchor choice, then times matching new jobs against them (the Job Changed consumer's read
 * and test, before any mail), with its DynamoDB requests and the alerts it read, against a baseline
 * measured in the same run: reading every alert. Run alone:
 * `JOB_ALERTS_BENCH_SIZE=10000 npx tsx test/bench/job-alerts.ts`; `npm run bench` runs it at 100k alerts.
 */

import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS } from '../../functions/platform/local/bootstrap';
import type { AlertSearch } from '../../shared/job-alerts/search';
import { searchWords } from '../../shared/jobs/search-text';
import { percentile, startBenchTable } from './bench-table';
import { commandsSentBy, meterDynamoCommands } from './dynamo-meter';
import { CITIES, FAMILIES, generateJob, random, writeAll } from './job-search';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

const SIZE = Number(process.env.JOB_ALERTS_BENCH_SIZE ?? 100_000);
const JOBS = Number(process.env.JOB_ALERTS_BENCH_JOBS ?? 200);
const BASELINE_RUNS = 3;

const rand = random(20261130);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const city = () => (pick(CITIES)[0] as string).split(',')[0] as string;

/** A saved search as people make them: mostly a word or two and a city, some filters alone. */
function generateSearch(): AlertSearch {
  const family = pick(FAMILIES);
  const roll = rand();
  const maybeCity = (share: number) => (rand() < share ? { location: city() } : {});
  if (roll < 0.5) {
    const words = searchWords(rand() < 0.5 ? pick(family.roles) : pick(family.skills)).slice(0, 2);
    // Half typed and left as they are (the last word a prefix, as /jobs reads it), half ended with a space.
    return { search: `${words.join(' ')}${rand() < 0.5 ? ' ' : ''}`, ...maybeCity(0.6) };
  }
  if (roll < 0.7) return { ...maybeCity(1), ...(rand() < 0.3 ? { type: ['FULL_TIME' as const] } : {}) };
  if (roll < 0.85) return { function: family.function, ...maybeCity(0.5) };
  if (roll < 0.95) return { skills: [pick(family.skills)], ...maybeCity(0.5) };
  return {
    experience: Math.floor(rand() * 10),
    salaryMin: 600_000 + Math.floor(rand() * 20) * 100_000,
    ...maybeCity(0.7),
  };
}

const describe = (values: number[], digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(digits)}, p95 ${percentile(sorted, 95).toFixed(digits)}, max ${(sorted.at(-1) ?? 0).toFixed(digits)}`;
};

export async function runJobAlertsBench() {
  const dynamo = await startBenchTable('jobmatch-bench');
  const { table } = dynamo;
  try {
    // Loaded after the environment is set: the table's client reads it when first made.
    const { anchorChoices, chooseAnchors } = await import('../../functions/job-alerts/anchors');
    const { conditionsOfAlert } = await import('../../functions/job-alerts/service');
    const { matchingAlerts } = await import('../../functions/job-alerts/matcher');
    const { jobAlertAnchors } = await import('../../functions/model/job-alert-anchors');
    const postings = await import('../../functions/model/job-postings');
    const { timeOrderedId } = await import('../../functions/platform/ids');
    meterDynamoCommands();
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'ap-south-1', credentials: LOCAL_CREDENTIALS }),
    );
    const now = Date.now();

    // How many jobs carry each term, as the search index's counters would say of 20,000 listed jobs.
    const counts = new Map<string, number>();
    const count = (key: { pk: string; sk: string }) =>
      counts.set(postings.postingId(key), (counts.get(postings.postingId(key)) ?? 0) + 1);
    for (let index = 0; index < 20_000; index++) {
      const job = generateJob(now);
      for (const word of postings.wordWeights(job).keys()) count(postings.wordCounter(word));
      for (const facet of postings.jobFacets(job)) count(postings.facetCounter(facet));
    }

    console.info(
      `\nJob alerts (matching on DynamoDB Local in memory; ${JOBS} new jobs after a warm-up; ADR 0035)`,
    );
    const started = performance.now();
    const perAnchor = new Map<string, number>();
    let entries = 0;
    for (let written = 0; written < SIZE; ) {
      const batch: Record<string, unknown>[] = [];
      for (let index = 0; index < Math.min(5000, SIZE - written); index++) {
        const search = generateSearch();
        const alertId = timeOrderedId(now - Math.floor(rand() * 90 * 86_400_000));
        const subscriberId = `bench-person-${Math.floor(rand() * SIZE * 0.4)}`;
        const frequency = rand() < 0.3 ? ('instant' as const) : ('daily' as const);
        for (const anchor of chooseAnchors(anchorChoices(conditionsOfAlert(search)), counts)) {
          perAnchor.set(anchor, (perAnchor.get(anchor) ?? 0) + 1);
          batch.push(
            jobAlertAnchors().put({ anchor, alertId, subscriberId, frequency, search }).params().Item,
          );
        }
      }
      await writeAll(client, table, batch);
      entries += batch.length;
      written += Math.min(5000, SIZE - written);
    }
    const largest = [...perAnchor].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.info(
      `  ${SIZE} alerts: ${entries} index entries in ${perAnchor.size} partitions, written in ${((performance.now() - started) / 1000).toFixed(0)} s; largest: ${largest.map(([anchor, n]) => `${anchor} ${n}`).join(', ')}`,
    );

    // Baseline, same run: what "re-run every alert" would read, one scan of the whole index.
    const scans: number[] = [];
    let scanPages = 0;
    for (let run = 0; run < BASELINE_RUNS; run++) {
      const t0 = performance.now();
      let start: Record<string, unknown> | undefined;
      scanPages = 0;
      do {
        const page = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
        start = page.LastEvaluatedKey;
        scanPages += 1;
      } while (start);
      scans.push(performance.now() - t0);
    }
    console.info(
      `    baseline: reading every alert      ${describe(scans)} ms, ${scanPages} requests, ${entries} entries read`,
    );

    const jobs = Array.from({ length: JOBS + 5 }, () => ({
      ...generateJob(now),
      postedAt: new Date(now).toISOString(),
      isActive: true,
      organisationId: 'bench-organisation',
    }));
    const timings: number[] = [];
    const requests: number[] = [];
    const read: number[] = [];
    const matched: number[] = [];
    for (const [index, job] of jobs.entries()) {
      const sent = { names: [] as string[], details: [] as string[] };
      const t0 = performance.now();
      const outcome = await commandsSentBy(sent, () => matchingAlerts(job, new Date(now)));
      const elapsed = performance.now() - t0;
      if (index < 5) continue;
      timings.push(elapsed);
      requests.push(sent.names.length);
      read.push(outcome.read);
      matched.push(outcome.matched.length);
    }
    console.info(`    one new job against ${SIZE} alerts: ${describe(timings, 1)} ms`);
    console.info(`      requests (1 round, up to 16 at once): ${describe(requests)}`);
    console.info(`      alert entries read: ${describe(read)}; people matched: ${describe(matched)}`);
    client.destroy();
  } finally {
    await dynamo.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runJobAlertsBench();
