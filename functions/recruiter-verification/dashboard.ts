import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminDashboardFigures } from '../../shared/admin/dashboard';
import { indianDay } from '../../shared/dates';
import { dailyFigures } from '../model/daily-figures';
import { ALL_FACET, EXPIRY_PARTITION, facetCounter } from '../model/job-postings';
import { PAID_ORGANISATIONS_SCOPE, paidOrganisations } from '../model/paid-organisations';
import { STATS_SCOPE } from '../model/recruiter-application-records';
import { recruiterApplicationStats, recruiterApplications } from '../model/recruiter-applications';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';

/*
 * The admin's dashboard reads only counters the writes keep and the first item of two key ranges, all at
 * once (one round of requests, ADR 0017), at any volume:
 * - pending applications: the review's stat counters; the oldest: the first item of the pending and the
 *   under-review partitions of the by-status index, which sort on the submission time;
 * - active jobs: the search index's count of every listed job (ADR 0009), less the jobs whose expiry has
 *   passed but which the index still holds (normally none: a search removes them);
 * - new jobs and applications today: the day's figures (model/daily-figures.ts);
 * - paid organisations: the markers whose paid access has not ended (model/paid-organisations.ts), one
 *   partition that holds about as many items as there are paying organisations.
 */

async function oldestSubmitted(status: 'pending' | 'under_review'): Promise<string | null> {
  const { data } = await recruiterApplications().query.byStatus({ status }).go({ order: 'asc', limit: 1 });
  return data[0]?.submittedAt ?? null;
}

async function listedJobs(): Promise<number> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config.tableName, Key: facetCounter(ALL_FACET) }),
  );
  return (Item?.n as number | undefined) ?? 0;
}

/** Listed jobs already past their expiry that the index has not dropped yet. */
async function expiredStillListed(now: Date): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk < :now',
        ExpressionAttributeValues: { ':pk': EXPIRY_PARTITION, ':now': now.toISOString() },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/** Organisations whose paid access has not ended yet; a lapsed marker waits for the TTL, unread here. */
async function paidOrganisationCount(now: Date): Promise<number> {
  const { data } = await paidOrganisations()
    .query.byOrganisation({ scope: PAID_ORGANISATIONS_SCOPE })
    .where((attributes, { gt }) => gt(attributes.paidUntil, now.toISOString()))
    .go({ pages: 'all', attributes: ['organisationId'] });
  return data.length;
}

export async function dashboardFigures(now = new Date()): Promise<AdminDashboardFigures> {
  const day = indianDay(now);
  const [stats, oldestPending, oldestInReview, listed, expired, today, paid] = await Promise.all([
    recruiterApplicationStats().get({ scope: STATS_SCOPE }).go(),
    oldestSubmitted('pending'),
    oldestSubmitted('under_review'),
    listedJobs(),
    expiredStillListed(now),
    dailyFigures().get({ day }).go(),
    paidOrganisationCount(now),
  ]);
  const waiting = [oldestPending, oldestInReview].filter((at): at is string => at !== null).sort();
  return {
    pendingRecruiterApplications: (stats.data?.pending ?? 0) + (stats.data?.under_review ?? 0),
    oldestPendingSubmittedAt: waiting[0] ?? null,
    activeJobs: Math.max(0, listed - expired),
    newJobsToday: today.data?.jobsPosted ?? 0,
    newApplicationsToday: today.data?.applicationsSent ?? 0,
    paidOrganisations: paid,
    day,
  };
}
