import { parse } from 'zod/mini';
import { apply, listApplications } from '../../functions/applications/service';
import { dashboardStats } from '../../functions/employer/service';
import { createJob } from '../../functions/jobs/service';
import { startLocalStack } from '../../functions/platform/local/stack';
import { jobInputSchema } from '../../shared/jobs/schemas';
import { onFreeStackPorts } from '../setup/free-port';
import { candidate, employerWithCompany, jobBody } from '../support/marketplace';
import { type RoundTrips, roundTripsOf } from '../support/round-trips';
import { inOwnProcess, isEntry } from './own-process';

/**
 * DynamoDB round trips of the employer workspace's reads (issue budget: at most 2 each), on a local stack
 * with one organisation, three jobs and 45 applications.
 */
async function measureEmployerWorkspace(): Promise<void> {
  const stack = await onFreeStackPorts((ports) =>
    startLocalStack({ ports, webOrigins: ['http://localhost:5173'] }),
  );
  try {
    const employer = await employerWithCompany('Bench Workspace Pvt Ltd');
    const jobs = await Promise.all(
      [1, 2, 3].map((n) =>
        createJob(employer.principal, parse(jobInputSchema, jobBody({ title: `Bench role ${n}` }))),
      ),
    );
    for (const job of jobs) {
      const applicants = await Promise.all(Array.from({ length: 15 }, () => candidate()));
      for (const applicant of applicants) await apply(applicant.principal, { jobId: job.id });
    }
    const rows: [string, RoundTrips][] = [
      ['GET /employer/dashboard/stats', await roundTripsOf(() => dashboardStats(employer.principal))],
      [
        'GET /applications (page of 20)',
        await roundTripsOf(() => listApplications(employer.principal, { page: 0, size: 20 })),
      ],
      [
        'GET /applications?jobId',
        await roundTripsOf(() =>
          listApplications(employer.principal, { page: 0, size: 20, jobId: jobs[0]?.id }),
        ),
      ],
      [
        'GET /applications?search',
        await roundTripsOf(() => listApplications(employer.principal, { page: 0, size: 20, search: 'test' })),
      ],
    ];
    console.info('\nEmployer workspace: DynamoDB round trips per read (budget 2; 3 jobs, 45 applications)');
    for (const [name, { requests, rounds }] of rows) {
      // Each request is a round trip (ADR 0017); rounds count requests sent side by side as one.
      console.info(
        `  ${name.padEnd(32)} ${requests} round trips (${rounds} rounds)${requests > 2 ? '  OVER BUDGET' : ''}`,
      );
    }
    await stack.idle();
  } finally {
    await stack.stop();
  }
}

/** In a process of its own: the SDK client must meet this stack's DynamoDB first. */
export function employerWorkspaceRoundTrips(): Promise<void> {
  return inOwnProcess(import.meta.url, 'Employer workspace');
}

if (isEntry(import.meta.url)) await measureEmployerWorkspace();
