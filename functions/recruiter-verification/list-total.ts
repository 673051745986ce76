import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../platform/clients/dynamo';
import { config } from '../platform/config';
import { type RecruiterApplicationItem, recruiterApplicationStats, recruiterApplications } from './entities';
import { STATS_SCOPE } from './records';

/*
 * The admin's whole list of applications (the "all" tab) reads its page and its total in one query
 * (ADR 0017). The stat counters (entities.ts) are filed in the all-applications index's partition right
 * after the applications' key range: their sort keys are `<entity prefix>submittedat_<time>#id_<id>`, the
 * counters' `<entity prefix>total`, which sorts after every one. Read newest first, the range from the
 * first application to the counters starts with the counters.
 */

function allApplicationsRange() {
  const values = recruiterApplications().query.all({ scope: 'all' }).params()
    .ExpressionAttributeValues as Record<string, string>;
  const partition = values[':pk'] as string;
  const first = values[':sk1'] as string;
  return { partition, first, totalAt: `${first.slice(0, first.indexOf('#') + 1)}total` };
}

/** What every write of the stat counters sets, so they stand in the all-applications index beside them. */
export function statsBesideApplications() {
  const { partition, totalAt } = allApplicationsRange();
  return { listedIn: partition, listedAt: totalAt };
}

/**
 * The newest `wanted` applications and how many there are, as the counters the writes keep say. Counters
 * written before they were filed beside the applications are read by key, one round trip more, until the
 * next application's write files them.
 */
export async function newestApplicationsWithTotal(
  wanted: number,
): Promise<{ data: RecruiterApplicationItem[]; total: number }> {
  const { partition, first, totalAt } = allApplicationsRange();
  const items: Record<string, unknown>[] = [];
  let total: number | undefined;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :first AND :total',
        ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
        ExpressionAttributeValues: { ':pk': partition, ':first': first, ':total': totalAt },
        ScanIndexForward: false,
        // The counters, then as many applications as the page needs.
        Limit: wanted + 1,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.gsi1sk === totalAt) total = recruiterApplicationStats().parse({ Item: item }).data?.total ?? 0;
      else items.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start && items.length < wanted);
  total ??= (await recruiterApplicationStats().get({ scope: STATS_SCOPE }).go()).data?.total ?? 0;
  const data = recruiterApplications().parse({ Items: items.slice(0, wanted) }).data;
  return { data: data as RecruiterApplicationItem[], total };
}
