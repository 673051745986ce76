/**
 * The candidate search benchmark (ADR 0033): generates searchable candidates (public, open to contact)
 * into an in-memory DynamoDB Local through the index's own item builder, then times six typical
 * employer searches and reports their DynamoDB requests and rounds. Run alone:
 * `CANDIDATE_SEARCH_BENCH_SIZES=2000 npx tsx test/bench/candidate-search.ts`; `npm run bench` runs it at
 * 100k candidates.
 */

import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { parse } from 'zod/mini';
import { COUNT_SK, postingItems } from '../../functions/candidate-search/index-keys';
import type { SearchTrace } from '../../functions/candidate-search/search';
import type { CandidateSearchEntry } from '../../functions/model/events';
import { LOCAL_CREDENTIALS } from '../../functions/platform/local/bootstrap';
import { candidateSearchQuerySchema } from '../../shared/candidates/reach';
import { cityKey } from '../../shared/jobs/places';
import { AVAILABILITY } from '../../shared/profile/options';
import { percentile, startBenchTable } from './bench-table';
import { CITIES, FAMILIES, random, writeAll } from './job-search';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

const SIZES = (process.env.CANDIDATE_SEARCH_BENCH_SIZES ?? '100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((a, b) => a - b);
const RUNS = Number(process.env.CANDIDATE_SEARCH_BENCH_RUNS ?? 30);

const rand = random(20261129);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
function weighted<T>(entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rand() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return entries[0]?.[0] as T;
}
const FIRST = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Kavya', 'Arjun', 'Meera', 'Rahul', 'Sneha'];
const LAST = ['Sharma', 'Nair', 'Iyer', 'Reddy', 'Patel', 'Gupta', 'Menon', 'Das', 'Kulkarni', 'Singh'];

/** A candidate as the profile's search entry describes them: skills and a role of one job family. */
function generateCandidate(index: number, now: number): CandidateSearchEntry {
  const family = weighted(FAMILIES.map((f) => [f, f.weight] as const));
  const years = Math.floor(rand() * 15);
  const location = weighted(CITIES);
  const skills = [...new Set(Array.from({ length: 4 + Math.floor(rand() * 5) }, () => pick(family.skills)))];
  const low = rand() < 0.8 ? Math.round((3 + years * 2 + rand() * 5) * 1_00_000) : null;
  return {
    summary: {
      id: `bench-candidate-${index}`,
      firstName: pick(FIRST),
      lastName: pick(LAST),
      headline: `${years >= 6 ? 'Senior ' : ''}${pick(family.roles)}`,
      location,
      experienceYears: years,
      skills,
      availability: pick(AVAILABILITY),
      expectedSalaryMin: low,
      expectedSalaryMax: low === null ? null : Math.round(low * 1.3),
      updatedAt: new Date(now - Math.floor(rand() * 180 * 86_400_000)).toISOString(),
    },
    place: cityKey(location),
  };
}

const SEARCHES: { name: string; query: Record<string, string> }[] = [
  { name: "'java'", query: { keyword: 'java' } },
  { name: "'java' in Bangalore", query: { keyword: 'java', city: 'Bangalore' } },
  { name: "'react developer' in Pune", query: { keyword: 'react developer', city: 'Pune' } },
  {
    name: "'python', 3-8 yrs, <=30 days",
    query: { keyword: 'python', experienceMin: '3', experienceMax: '8', notice: '30' },
  },
  { name: 'Hyderabad, salary <= 15 L', query: { city: 'Hyderabad', salaryMax: '1500000' } },
  { name: "'sql' in Delhi NCR", query: { keyword: 'sql', city: 'Delhi NCR' } },
];

export async function runCandidateSearchBench() {
  const dynamo = await startBenchTable('jobmatch-bench');
  const { table } = dynamo;
  try {
    // Loaded after the environment is set: the search's client reads it when first made.
    const { searchCandidates } = await import('../../functions/candidate-search/search');
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'ap-south-1', credentials: LOCAL_CREDENTIALS }),
    );
    const counts = new Map<string, number>();
    const now = Date.now();
    let indexed = 0;
    console.info(
      `\nCandidate search (in-process search on DynamoDB Local in memory; ${RUNS} runs each after one warm-up; ADR 0033)`,
    );
    for (const size of SIZES) {
      const started = performance.now();
      let postingCount = 0;
      while (indexed < size) {
        const batch = Array.from({ length: Math.min(5000, size - indexed) }, (_, i) =>
          generateCandidate(indexed + i, now),
        );
        const postings = batch.flatMap(postingItems);
        for (const posting of postings) counts.set(posting.pk, (counts.get(posting.pk) ?? 0) + 1);
        await writeAll(client, table, postings);
        postingCount += postings.length;
        indexed += batch.length;
      }
      await writeAll(
        client,
        table,
        [...counts].map(([pk, n]) => ({ pk, sk: COUNT_SK, n })),
      );
      console.info(
        `  ${size} searchable candidates: ${postingCount} postings and ${counts.size} counts written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      for (const search of SEARCHES) {
        const query = parse(candidateSearchQuerySchema, search.query);
        await searchCandidates(query);
        const timings: number[] = [];
        const trace: SearchTrace = { plan: 'empty', requests: 0, rounds: 0 };
        let total = 0;
        for (let run = 0; run < RUNS; run++) {
          const t0 = performance.now();
          total = (await searchCandidates(query, trace)).total;
          timings.push(performance.now() - t0);
        }
        timings.sort((a, b) => a - b);
        console.info(
          `    ${search.name.padEnd(30)} p50 ${percentile(timings, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(timings, 95).toFixed(1).padStart(7)} ms  ${String(trace.requests).padStart(3)} requests in ${trace.rounds} rounds (${trace.plan})  total ${total}`,
        );
      }
    }
    client.destroy();
  } finally {
    await dynamo.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runCandidateSearchBench();
