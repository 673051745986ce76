/**
 * The job search benchmark (ADR 0009): generates active jobs into an in-memory DynamoDB Local through the
 * index's own item builder, then times five typical searches at each size and counts their DynamoDB
 * requests. Run alone: `JOB_SEARCH_BENCH_SIZES=2000 npx tsx test/bench/job-search.ts`; `npm run bench`
 * runs it with the default sizes (10k, then 100k).
 */

import { mkdtempSync, rmSync } from 'node:fs';
import os, { cpus } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { parse } from 'zod/mini';
import { bulkIndexItems } from '../../functions/job-search/index-writer';
import { candidatesOf, choosePlan, type Plan, SLICE_POSTINGS } from '../../functions/job-search/plan';
import {
  EXPIRY_PARTITION,
  facetPartition,
  postingsFor,
  wordPartition,
} from '../../functions/model/job-postings';
import { conditionsOf, sourcesOf } from '../../functions/model/search-conditions';
import { timeOrderedId } from '../../functions/platform/ids';
import { LOCAL_CREDENTIALS } from '../../functions/platform/local/bootstrap';
import type { JobCategory, JobFunction } from '../../shared/jobs/options';
import { type JobSearchQuery, jobSearchQuerySchema } from '../../shared/jobs/schemas';
import { searchWords } from '../../shared/jobs/search-text';
import type { JobSummary } from '../../shared/jobs/types';
import { freePort } from '../setup/free-port';
import { percentile, startBenchTable } from './bench-table';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';

const SIZES = (process.env.JOB_SEARCH_BENCH_SIZES ?? '10000,100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((a, b) => a - b);
const RUNS = Number(process.env.JOB_SEARCH_BENCH_RUNS ?? 30);
/**
 * Runs of the single-term baseline above 100k jobs: at 1M one such search reads up to about 110k postings
 * in 10-20 s, so 30 of them for each shape would take the bench most of an hour.
 */
const LARGE_BASELINE_RUNS = Number(process.env.JOB_SEARCH_BENCH_LARGE_BASELINE_RUNS ?? 3);
/** The size each shape's reads are projected to (not measured: see ADR 0009, issue 36). */
const PROJECT_TO = 1_000_000;
const WRITE_CONCURRENCY = 24;
/**
 * `JOB_SEARCH_BENCH_ONLY_READ=1` writes, of every job, only the postings in the partitions these searches
 * read (and every counter): what a search reads is then exactly what it would read in the whole index,
 * in a table that loads in a fraction of the time (1M jobs in full are about 40M items, hours on this
 * machine). The other partitions change nothing a search reads; the report says how many were left out.
 */
const ONLY_READ = process.env.JOB_SEARCH_BENCH_ONLY_READ === '1';
/** Jobs written one at a time through the event path, to measure a job's write cost. */
const WRITE_SAMPLE = 20;

/** A small deterministic generator, so every run indexes the same jobs. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20250601);
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
function some<T>(items: readonly T[], min: number, max: number): T[] {
  const count = min + Math.floor(rand() * (max - min + 1));
  return [...new Set(Array.from({ length: count }, () => pick(items)))];
}

export const CITIES = [
  ['Bengaluru, Karnataka', 24],
  ['Mumbai, Maharashtra', 12],
  ['Hyderabad, Telangana', 11],
  ['Pune, Maharashtra', 10],
  ['Chennai, Tamil Nadu', 9],
  ['Gurugram, Haryana', 7],
  ['New Delhi', 6],
  ['Noida, Uttar Pradesh', 5],
  ['Kolkata, West Bengal', 4],
  ['Ahmedabad, Gujarat', 3],
  ['Jaipur, Rajasthan', 2],
  ['Kochi, Kerala', 2],
  ['Indore, Madhya Pradesh', 1],
  ['Coimbatore, Tamil Nadu', 1],
  ['Chandigarh', 1],
  ['Lucknow, Uttar Pradesh', 1],
  ['Bhubaneswar, Odisha', 1],
] as const;

export interface Family {
  function: JobFunction;
  category: JobCategory;
  roles: string[];
  skills: string[];
  weight: number;
}
export const FAMILIES: Family[] = [
  {
    function: 'engineering',
    category: 'IT',
    weight: 30,
    roles: [
      'Software Engineer',
      'Backend Developer',
      'Frontend Developer',
      'Full Stack Developer',
      'Java Developer',
      'React Developer',
      'Python Developer',
      'DevOps Engineer',
      'Android Developer',
      'iOS Developer',
      'QA Automation Engineer',
      'Site Reliability Engineer',
      'Node.js Developer',
      '.NET Developer',
      'Cloud Engineer',
    ],
    skills: [
      'Java',
      'Spring Boot',
      'React',
      'TypeScript',
      'JavaScript',
      'Node.js',
      'Python',
      'Django',
      'AWS',
      'Azure',
      'Docker',
      'Kubernetes',
      'SQL',
      'PostgreSQL',
      'MongoDB',
      'Redis',
      'Kafka',
      'Microservices',
      'Go',
      'C++',
      'C#',
      '.NET',
      'Kotlin',
      'Swift',
      'Selenium',
      'Git',
      'Linux',
      'Terraform',
      'GraphQL',
      'Angular',
      'Vue.js',
      'HTML',
      'CSS',
    ],
  },
  {
    function: 'data',
    category: 'IT',
    weight: 10,
    roles: ['Data Analyst', 'Data Scientist', 'Data Engineer', 'Machine Learning Engineer', 'BI Developer'],
    skills: [
      'Python',
      'SQL',
      'Excel',
      'Power BI',
      'Tableau',
      'Spark',
      'Machine Learning',
      'Pandas',
      'Statistics',
      'TensorFlow',
      'Airflow',
      'Snowflake',
      'R',
    ],
  },
  {
    function: 'product',
    category: 'IT',
    weight: 4,
    roles: ['Product Manager', 'Associate Product Manager', 'Product Owner', 'Business Analyst'],
    skills: ['Roadmapping', 'Agile', 'Jira', 'SQL', 'User Research', 'Analytics', 'Stakeholder Management'],
  },
  {
    function: 'design',
    category: 'IT',
    weight: 3,
    roles: ['UI/UX Designer', 'Product Designer', 'Graphic Designer', 'Visual Designer'],
    skills: ['Figma', 'Adobe XD', 'Photoshop', 'Illustrator', 'Prototyping', 'User Research', 'Sketch'],
  },
  {
    function: 'marketing',
    category: 'NON_IT',
    weight: 9,
    roles: [
      'Digital Marketing Executive',
      'Marketing Manager',
      'SEO Specialist',
      'Content Writer',
      'Social Media Manager',
      'Brand Manager',
      'Performance Marketing Analyst',
    ],
    skills: [
      'SEO',
      'Google Ads',
      'Social Media',
      'Content Writing',
      'Email Marketing',
      'Google Analytics',
      'Copywriting',
      'Branding',
      'Excel',
    ],
  },
  {
    function: 'sales',
    category: 'NON_IT',
    weight: 12,
    roles: [
      'Sales Executive',
      'Business Development Executive',
      'Inside Sales Representative',
      'Key Account Manager',
      'Area Sales Manager',
      'Relationship Manager',
    ],
    skills: [
      'B2B Sales',
      'Lead Generation',
      'CRM',
      'Negotiation',
      'Cold Calling',
      'Salesforce',
      'Communication',
    ],
  },
  {
    function: 'customer-support',
    category: 'NON_IT',
    weight: 8,
    roles: ['Customer Support Executive', 'Customer Success Manager', 'Technical Support Engineer'],
    skills: ['Communication', 'Zendesk', 'Freshdesk', 'English', 'Hindi', 'Problem Solving', 'CRM'],
  },
  {
    function: 'finance',
    category: 'NON_IT',
    weight: 7,
    roles: [
      'Accountant',
      'Financial Analyst',
      'Chartered Accountant',
      'Accounts Executive',
      'Audit Associate',
    ],
    skills: ['Tally', 'GST', 'Excel', 'Financial Modelling', 'Taxation', 'SAP', 'Accounting', 'Auditing'],
  },
  {
    function: 'human-resources',
    category: 'NON_IT',
    weight: 5,
    roles: ['HR Executive', 'Talent Acquisition Specialist', 'HR Business Partner', 'Recruiter'],
    skills: ['Recruitment', 'Payroll', 'Onboarding', 'HRMS', 'Employee Relations', 'Communication', 'Excel'],
  },
  {
    function: 'operations',
    category: 'NON_IT',
    weight: 6,
    roles: ['Operations Executive', 'Supply Chain Analyst', 'Logistics Coordinator', 'Warehouse Manager'],
    skills: ['Supply Chain', 'Logistics', 'Inventory Management', 'Excel', 'SAP', 'Vendor Management'],
  },
  {
    function: 'healthcare',
    category: 'NON_IT',
    weight: 3,
    roles: ['Staff Nurse', 'Pharmacist', 'Medical Representative', 'Lab Technician'],
    skills: ['Patient Care', 'Pharmacology', 'Communication', 'Medical Sales', 'Phlebotomy'],
  },
  {
    function: 'education',
    category: 'NON_IT',
    weight: 3,
    roles: ['Mathematics Teacher', 'Academic Counsellor', 'Online Tutor', 'Trainer'],
    skills: ['Teaching', 'Mathematics', 'Physics', 'English', 'Curriculum Design', 'Communication'],
  },
];
const SENIORITY = [
  ['', 40],
  ['Senior', 20],
  ['Junior', 8],
  ['Lead', 6],
  ['Principal', 2],
  ['Associate', 8],
  ['Trainee', 4],
] as const;
const COMPANY_PARTS = {
  first: [
    'Acme',
    'Infosys',
    'Nimbus',
    'Saffron',
    'Lotus',
    'Indus',
    'Zenith',
    'Kaveri',
    'Pixel',
    'Quantum',
    'Bharat',
    'Vertex',
    'Sahyadri',
    'Ganga',
    'Orbit',
    'Peacock',
    'Monsoon',
    'Tiger',
    'Cobalt',
    'Banyan',
  ],
  second: [
    'Tech',
    'Labs',
    'Systems',
    'Solutions',
    'Digital',
    'Software',
    'Retail',
    'Finserv',
    'Health',
    'Logistics',
  ],
};
const COMPANIES = COMPANY_PARTS.first.flatMap((first, i) =>
  COMPANY_PARTS.second.map((second, j) => ({
    id: `company-${i}-${j}`,
    name: `${first} ${second}${rand() < 0.3 ? ' Pvt Ltd' : ''}`,
    logoUrl: null,
  })),
);

export function generateJob(now: number): JobSummary {
  const family = weighted(FAMILIES.map((f) => [f, f.weight] as const));
  const seniority = weighted(SENIORITY);
  const jobType = weighted([
    ['FULL_TIME', 75],
    ['CONTRACT', 10],
    ['INTERNSHIP', 8],
    ['PART_TIME', 7],
  ] as const);
  const experienceMin =
    jobType === 'INTERNSHIP'
      ? 0
      : Math.floor(rand() * (seniority === 'Senior' ? 8 : 5)) + (seniority === 'Senior' ? 4 : 0);
  const disclosed = rand() < 0.7;
  const salaryMin = disclosed ? Math.round((2 + experienceMin * 2.5 + rand() * 6) * 1_00_000) : null;
  const postedAt = now - Math.floor(rand() * 60 * 86_400_000);
  return {
    id: timeOrderedId(postedAt),
    title: `${seniority} ${pick(family.roles)}`.trim(),
    company: pick(COMPANIES),
    location: weighted(CITIES),
    jobType,
    isRemote: rand() < 0.1,
    isHybrid: rand() < 0.25,
    salaryMin,
    salaryMax: salaryMin === null ? null : Math.round(salaryMin * (1.2 + rand() * 0.6)),
    currency: 'INR',
    experienceMin,
    experienceMax: rand() < 0.2 ? null : experienceMin + 2 + Math.floor(rand() * 4),
    skills: some(family.skills, 3, 8),
    category: family.category,
    function: family.function,
    postedAt: new Date(postedAt).toISOString(),
    expiresAt: new Date(now + (1 + Math.floor(rand() * 60)) * 86_400_000).toISOString(),
  };
}

export async function writeAll(
  client: DynamoDBDocumentClient,
  table: string,
  items: Record<string, unknown>[],
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITE_CONCURRENCY }, async () => {
      while (next < items.length) {
        let batch = items.slice(next, next + 25);
        next += 25;
        for (let attempt = 0; batch.length > 0; attempt++) {
          const answer = await client.send(
            new BatchWriteCommand({
              RequestItems: { [table]: batch.map((Item) => ({ PutRequest: { Item } })) },
            }),
          );
          batch = (answer.UnprocessedItems?.[table] ?? []).map((request) => request.PutRequest?.Item ?? {});
          if (batch.length > 0)
            await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** Math.min(attempt, 6)));
        }
      }
    }),
  );
}

/** The query shapes of issue 36, each timed with the search before pairs and slices and with them. */
const SEARCHES: { name: string; query: Record<string, string> }[] = [
  { name: 'browse, page 1', query: {} },
  { name: 'a city alone (Bangalore)', query: { location: 'Bangalore' } },
  { name: "a common word 'developer'", query: { search: 'developer' } },
  { name: "rare + common 'principal engineer'", query: { search: 'principal engineer' } },
  { name: "keyword + city 'react' Pune", query: { search: 'react', location: 'Pune' } },
  { name: "2 keywords + city 'senior java'", query: { search: 'senior java', location: 'Bangalore' } },
  { name: 'type + function (intern, mktg)', query: { type: 'INTERNSHIP', function: 'marketing' } },
  {
    name: 'skills python,sql + 3 y + >=10 L',
    query: { skills: 'python,sql', experience: '3', salaryMin: '1000000' },
  },
  { name: "prefix + city 'senior dev' Hyd", query: { search: 'senior dev', location: 'Hyderabad' } },
];

/** Every word the generator may write. */
const VOCABULARY = new Set(
  [
    ...FAMILIES.flatMap((family) => [...family.roles, ...family.skills]),
    ...SENIORITY.map(([level]) => level),
    ...COMPANY_PARTS.first,
    ...COMPANY_PARTS.second,
    'Pvt Ltd',
  ].flatMap((text) => searchWords(text)),
);

/** Every partition the searches may read: their terms, the pairs of them, a prefix's bucket, expiry. */
function partitionsRead(): Set<string> {
  const partitions = new Set<string>([EXPIRY_PARTITION]);
  for (const search of SEARCHES) {
    const conditions = conditionsOf(parse(jobSearchQuerySchema, search.query));
    const sources = sourcesOf(conditions);
    // A prefix may complete to any word of the generator: the partitions of its completions' pairs are
    // kept too, as the planner would choose them.
    const prefixWords = new Map(
      sources.flatMap((source) =>
        source.kind === 'prefix'
          ? [[source.prefix, [...VOCABULARY].filter((word) => word.startsWith(source.prefix))] as const]
          : [],
      ),
    );
    for (const { source } of candidatesOf(conditions, sources, prefixWords)) {
      if (source.kind === 'word') partitions.add(wordPartition(source.word));
      if (source.kind === 'prefix') partitions.add(wordPartition(source.prefix));
      if (source.kind === 'facets') for (const facet of source.facets) partitions.add(facetPartition(facet));
    }
  }
  return partitions;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');

export async function runJobSearchBench() {
  const _port = await freePort();
  // A full index beyond 100k jobs (about 30 items a job) is kept on disk; on this machine DynamoDB Local
  // writes to disk at about 200 items a second, so only the partitions read are loaded at 1M (ONLY_READ).
  const onDisk = (SIZES.at(-1) ?? 0) > 100_000 && !ONLY_READ;
  const dataDir = onDisk ? mkdtempSync(path.join(os.tmpdir(), 'job-search-bench-')) : undefined;
  const dynamo = await startBenchTable('jobmatch-bench', { dataDir });
  const { table } = dynamo;
  try {
    // Loaded after the environment is set: the service's client reads it when first made.
    const { Meter, searchCandidates, searchJobs } = await import('../../functions/job-search/service');
    const { applyJobChange } = await import('../../functions/job-search/index-writer');
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'ap-south-1', credentials: LOCAL_CREDENTIALS }),
    );
    const counters = new Map<string, { pk: string; sk: string; n: number }>();
    const readSet = ONLY_READ ? partitionsRead() : undefined;
    const now = Date.now();
    let indexed = 0;

    console.info(
      `\nJob search (in-process service on DynamoDB Local, ${cpus().length} cores; ${RUNS} runs each after one warm-up; ADR 0009)`,
      '\n  before: single terms, each read page after page; after: pairs of common terms, large ranges read in slices side by side',
    );
    for (const size of SIZES) {
      const started = performance.now();
      let postingCount = 0;
      let pairCount = 0;
      let leftOut = 0;
      const from = indexed;
      while (indexed < size) {
        const jobs = Array.from({ length: Math.min(5000, size - indexed) }, () => generateJob(now));
        const { postings: all, counters: added } = bulkIndexItems(jobs);
        const postings = readSet ? all.filter((posting) => readSet.has(posting.pk)) : all;
        leftOut += all.length - postings.length;
        for (const counter of added) {
          const key = `${counter.pk}\n${counter.sk}`;
          const entry = counters.get(key) ?? { ...counter, n: 0 };
          entry.n += counter.n;
          counters.set(key, entry);
        }
        await writeAll(client, table, postings);
        postingCount += postings.length;
        pairCount += postings.filter((posting) => posting.pk.includes('&')).length;
        indexed += jobs.length;
      }
      await writeAll(client, table, [...counters.values()]);
      console.info(
        `  ${size} active jobs: ${postingCount} postings (${(postingCount / (size - from)).toFixed(1)} new a job) and ${counters.size} counters written in ${((performance.now() - started) / 1000).toFixed(0)} s; of them ${pairCount} pair postings${readSet ? `; ${leftOut} postings of partitions these searches never read left out (JOB_SEARCH_BENCH_ONLY_READ)` : ''}`,
      );
      await timeWrites(applyJobChange, now);

      console.info(`    load average before timing: ${loadAverage()}`);
      const mismatches: string[] = [];
      const projections: string[] = [];
      for (const search of SEARCHES) {
        const query = parse(jobSearchQuerySchema, search.query);
        const figures = [];
        for (const singleTerms of [true, false]) {
          const first = await searchJobs(query, { singleTerms });
          const timings: number[] = [];
          let meter = new Meter();
          const runs = singleTerms && size > 100_000 ? LARGE_BASELINE_RUNS : RUNS;
          for (let run = 0; run < runs; run++) {
            meter = new Meter();
            const t0 = performance.now();
            await searchJobs(query, { meter, singleTerms });
            timings.push(performance.now() - t0);
          }
          timings.sort((a, b) => a - b);
          figures.push({ first, timings, meter });
        }
        const [before, after] = figures as [(typeof figures)[0], (typeof figures)[0]];
        const same =
          before.first.total === after.first.total &&
          before.first.jobs.map((job) => job.id).join() === after.first.jobs.map((job) => job.id).join();
        if (!same) mismatches.push(search.name);
        const row = (label: string, figure: typeof before) =>
          `${label}${figure.timings.length === RUNS ? '' : ` (${figure.timings.length} runs)`} p50 ${percentile(figure.timings, 50).toFixed(0).padStart(4)} / p95 ${percentile(figure.timings, 95).toFixed(0).padStart(4)} ms ${String(figure.meter.requests).padStart(3)} req ${figure.meter.rounds} rnd ${String(figure.meter.postings).padStart(5)} postings ${String(Math.round(figure.meter.summaryBytes / 1024)).padStart(4)} KB`;
        console.info(
          `    ${search.name.padEnd(34)} ${row('before', before)} | ${row('after', after)} | total ${after.first.total}${same ? '' : ` (before: ${before.first.total}, DIFFERENT)`}`,
        );
        projections.push(
          `    ${search.name.padEnd(34)} ${await projection(query, size, after.meter, searchCandidates)}`,
        );
      }
      console.info(
        `    load average after timing: ${loadAverage()}; ${mismatches.length === 0 ? 'every shape: same page and total before and after' : `DIFFERENT answers: ${mismatches.join(', ')}`}`,
      );
      if (size >= PROJECT_TO) continue;
      console.info(
        `  PROJECTION to ${PROJECT_TO} jobs, not a measurement: each count of this index times ${PROJECT_TO / size} (the same generator's frequencies), the plan chosen again on them; an evaluated read as measured here times ${PROJECT_TO / size}, a page plan's read as its page`,
        `\n${projections.join('\n')}`,
      );
    }
    client.destroy();
  } finally {
    await dynamo.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const planName = (plan: Plan) =>
  plan.kind === 'empty'
    ? 'empty'
    : `${plan.kind} of ${plan.source.kind === 'facets' ? plan.source.facets.join(' + ') : plan.source.kind === 'word' ? plan.source.word : `${plan.source.prefix}*`}`;

/**
 * A shape's plan and postings read at PROJECT_TO jobs, projected from this index's counts: the planner
 * chooses again on counts scaled by the same mix. Labelled a projection wherever it is printed.
 */
async function projection(
  query: JobSearchQuery,
  size: number,
  measured: { postings: number; summaryBytes: number },
  searchCandidates: typeof import('../../functions/job-search/service').searchCandidates,
) {
  const scale = PROJECT_TO / size;
  const { conditions, sources, candidates, counts } = await searchCandidates(query);
  const here = choosePlan(conditions, candidates, counts, sources.length);
  const there = choosePlan(
    conditions,
    candidates,
    counts.map((count) => Math.round(count * scale)),
    sources.length,
  );
  const bytesEach = measured.postings > 0 ? measured.summaryBytes / measured.postings : 500;
  const postings =
    there.kind === 'empty'
      ? 0
      : there.kind === 'page'
        ? Math.min(there.count, query.page * query.limit)
        : here.kind === 'evaluate' && JSON.stringify(here.source) === JSON.stringify(there.source)
          ? Math.round(measured.postings * scale)
          : there.count;
  return `${planName(here)} (${measured.postings} postings here) -> ${planName(there)}: about ${postings} postings, ${((postings * bytesEach) / 1_048_576).toFixed(1)} MB, in slices of ${SLICE_POSTINGS} side by side`;
}

/**
 * The write cost of the event path at this size: jobs indexed one at a time through the versioned writer
 * (one small transaction per posting with its counters), as the Job Changed consumer does.
 */
async function timeWrites(
  apply: typeof import('../../functions/job-search/index-writer').applyJobChange,
  now: number,
) {
  const jobs = Array.from({ length: WRITE_SAMPLE }, () => generateJob(now));
  const timings: number[] = [];
  for (const job of jobs) {
    const t0 = performance.now();
    await apply({ jobId: job.id, version: 1, job: { ...job, isActive: true, organisationId: 'org-bench' } });
    timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  const postings = jobs.reduce((sum, job) => sum + postingsFor(job).length, 0) / jobs.length;
  const pairs =
    jobs.reduce((sum, job) => sum + postingsFor(job).filter((p) => p.pk.includes('&')).length, 0) /
    jobs.length;
  console.info(
    `    writing one job through the event path: ${postings.toFixed(1)} postings a job (${pairs.toFixed(1)} of them pairs), p50 ${percentile(timings, 50).toFixed(0)} ms / p95 ${percentile(timings, 95).toFixed(0)} ms (${jobs.length} jobs)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runJobSearchBench();
