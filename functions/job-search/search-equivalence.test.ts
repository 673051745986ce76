// Boundary: searchJobs over a generated index in a table of its own (DynamoDB Local) against a brute-force filter of the same jobs.
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobSearchQuerySchema } from '../../shared/jobs/schemas';
import type { JobSummary } from '../../shared/jobs/types';
import { generateJob, writeAll } from '../../test/bench/job-search';
import { conditionsOf, scoreJob } from '../model/search-conditions';
import { dynamoClient } from '../platform/clients/dynamo';
import { ensureTable } from '../platform/local/bootstrap';
import { ENV } from '../platform/resources';
import { bulkIndexItems, summaryOf } from './index-writer';
import { SCORED_ORDERS, type Scored } from './plan';
import { Meter, searchJobs } from './service';

/*
 * Every query shape of issue 36 (and their sorts and later pages) must answer exactly what a filter over
 * every job answers: the same jobs in the same order, the same total, whichever postings the planner
 * starts from (single terms, pairs, slices of a large range, a page of a pair).
 */

/*
 * A few hundred generated jobs, few enough to write quickly while the other integration tests share
 * DynamoDB Local (29 postings a job: 3,000 jobs outran a 10-minute hook in CI). The two rarest shapes get
 * planted jobs, so every shape has matches. Slicing a range of more than a page is unit-tested on its bounds
 * (search-rules.unit.test.ts); its reads were checked here at 3,000 jobs when it was built.
 */
const JOBS = 200;

/**
 * Every 50th job an internship in marketing, the next a Python and SQL job for 3 years at 12 L+, the next a
 * principal engineer's in Bengaluru.
 */
function planted(job: JobSummary, index: number): JobSummary {
  if (index % 50 === 0) return { ...job, jobType: 'INTERNSHIP', function: 'marketing', experienceMin: 0 };
  if (index % 50 === 2) return { ...job, title: 'Principal Engineer', location: 'Bengaluru, Karnataka' };
  if (index % 50 !== 1) return job;
  return {
    ...job,
    skills: [...new Set([...job.skills, 'Python', 'SQL'])],
    experienceMin: 2,
    experienceMax: 5,
    salaryMin: 1_200_000,
    salaryMax: 1_800_000,
  };
}
const now = Date.now();
let jobs: JobSummary[] = [];

beforeAll(async () => {
  // A table of its own, so the totals count these jobs only (this file runs in a process of its own).
  const table = `search-equivalence-${randomUUID().slice(0, 8)}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB as string, table);
  process.env[ENV.tableName] = table;
  jobs = Array.from({ length: JOBS }, (_, index) => summaryOf(planted(generateJob(now), index)));
  const { postings, counters } = bulkIndexItems(jobs);
  const client = DynamoDBDocumentClient.from(dynamoClient());
  await writeAll(client, table, [...postings, ...counters]);
}, 600_000);

function bruteForce(params: Record<string, string>) {
  const query = jobSearchQuerySchema.parse(params);
  const conditions = conditionsOf(query);
  const matches: Scored[] = [];
  for (const job of jobs) {
    const score = scoreJob(job, conditions, new Date(now));
    if (score !== null) matches.push({ job, score });
  }
  matches.sort(SCORED_ORDERS[conditions.sort]);
  const skip = (query.page - 1) * query.limit;
  return { ids: matches.slice(skip, skip + query.limit).map(({ job }) => job.id), total: matches.length };
}

const SHAPES: Record<string, string>[] = [
  {},
  { location: 'Bangalore' },
  { search: 'developer' },
  { search: 'developer', sort: 'newest' },
  { search: 'principal engineer' },
  { search: 'principal engineer', location: 'Bangalore' },
  { search: 'senior developer' },
  { search: 'senior developer', page: '2', limit: '5' },
  { search: 'senior java', location: 'Bangalore', sort: 'newest' },
  { search: 'react', location: 'Pune' },
  { search: 'react', location: 'Pune', sort: 'salary' },
  { search: 'senior java', location: 'Bangalore' },
  { search: 'senior java', location: 'Bangalore', page: '2', limit: '5' },
  { search: 'senior', location: 'Delhi NCR' },
  { search: 'developer', location: 'remote' },
  { type: 'INTERNSHIP', function: 'marketing' },
  { type: 'FULL_TIME', function: 'engineering' },
  { type: 'FULL_TIME', function: 'engineering', page: '3' },
  { type: 'FULL_TIME,CONTRACT', location: 'Mumbai' },
  { function: 'sales', location: 'Chennai', sort: 'salary' },
  { skills: 'python,sql', experience: '3', salaryMin: '1000000' },
  { skills: 'python,sql', salaryMin: '1500000', sort: 'salary' },
  { skills: 'excel,communication' },
  { search: 'senior dev', location: 'Hyderabad' },
  { search: 'pyth', location: 'Hyderabad' },
  { search: 'an', category: 'NON_IT' },
  { type: 'FULL_TIME', experience: '2' },
  { type: 'FULL_TIME', experience: '2', sort: 'salary', page: '4' },
  { search: 'senior', salaryMin: '500000', salaryMax: '900000' },
];

describe('job search equals a brute-force filter over the same jobs', () => {
  it.each(SHAPES.map((params) => [new URLSearchParams(params).toString() || 'browse', params] as const))(
    '%s',
    async (_, params) => {
      const expected = bruteForce(params);
      // Every shape matches some of the generated jobs, so no comparison is of two empty answers.
      expect(expected.total).toBeGreaterThan(0);
      const meter = new Meter();
      const result = await searchJobs(jobSearchQuerySchema.parse(params), { now: new Date(now), meter });
      expect({ ids: result.jobs.map((job) => job.id), total: result.total }).toEqual(expected);
      expect(meter.rounds).toBeLessThanOrEqual(3);
      // The search before pairs and slices answers the same.
      const single = await searchJobs(jobSearchQuerySchema.parse(params), {
        now: new Date(now),
        singleTerms: true,
      });
      expect(single.jobs.map((job) => job.id)).toEqual(expected.ids);
      // Every pair answering the whole search paged, as a large index would (its total from the counter).
      const paged = await searchJobs(jobSearchQuerySchema.parse(params), {
        now: new Date(now),
        evaluateUpTo: 0,
      });
      expect({ ids: paged.jobs.map((job) => job.id), total: paged.total }).toEqual(expected);
    },
  );
});
