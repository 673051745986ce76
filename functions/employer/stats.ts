import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { EmployerDashboardStats } from '../../shared/employer/types';
import { activeJobMarkers, organisationStats } from '../model/organisation-stats';
import { dynamoClient } from '../platform/clients/dynamo';

/**
 * The dashboard's four figures in one strongly consistent query: the organisation's stats item and its
 * active-job markers share the organisation's partition, and the markers' sort keys ($activejobmarker...)
 * sort before the stats item's ($organisationstats...). So one key range, from the first marker whose
 * expiry is still ahead to the stats item, holds both; other items of the partition that fall between
 * (the team's invitations) are passed over.
 */
export async function statsOf(organisationId: string, now = new Date()): Promise<EmployerDashboardStats> {
  const stats = organisationStats();
  const statsKey = stats.get({ organisationId }).params().Key as { pk: string; sk: string };
  const stillAhead = activeJobMarkers()
    .query.byOrganisation({ organisationId })
    .gt({ expiresOn: now.toISOString() })
    .params() as QueryCommandInput;
  const range: QueryCommandInput = {
    ...stillAhead,
    KeyConditionExpression: '#pk = :pk and #sk1 BETWEEN :sk1 AND :stats',
    ExpressionAttributeValues: { ...stillAhead.ExpressionAttributeValues, ':stats': statsKey.sk },
    ConsistentRead: true,
  };
  let activeJobs = 0;
  let figures: Record<string, unknown> | undefined;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(new QueryCommand({ ...range, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      if (item.__edb_e__ === 'activeJobMarker') activeJobs += 1;
      else if (item.sk === statsKey.sk) figures = item;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  const counted = figures ? stats.parse({ Item: figures }).data : undefined;
  return {
    activeJobs,
    totalApplications: counted?.totalApplications ?? 0,
    profileViews: counted?.profileViews ?? 0,
    hiredCandidates: counted?.hiredCandidates ?? 0,
  };
}
