import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { candidatesWhoApplied } from '../model/applied-to';
import {
  APPLIED_SORT_PREFIX,
  byJobPartition,
  FILED_WITH_PAIRS,
  INVITE_SORT_PREFIX,
  inviteFiling,
  invitePartition,
  JOB_SHEET_SORT_KEY,
  jobSheetKey,
} from '../model/match-keys';
import { type PairItem, partitionItems, queryAll } from '../model/match-pairs';
import { dynamoClient } from '../platform/clients/dynamo';
import { isConditionalFailure } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { markApplied } from './applied';
import { eachLimited } from './store';

/*
 * The employer's list of a job's matching candidates in one query (ADR 0017): the job's gsi2 partition
 * holds its pairs, and above them (keys.ts) the job's sheet, the invitations and the applicants' marks
 * (applied.ts). The sheet says whose job it is, so the list needs no read of the job; its `invitesFiled`
 * and `appliedFiled` say that every invitation and every applicant of the job is filed there, so the list
 * reads neither the invitations' partition nor the applications'. Jobs whose refresh has not run since
 * sheets were kept have no sheet, and their list reads the job, the invitations and the applicants as
 * before.
 */

export interface JobSheet {
  /** The job's organisation, from the Job Changed events: fixed when the job is posted. */
  organisationId?: string;
  /** The version of the job that last wrote the sheet. */
  version: number;
  /** Set by the event of the job's deletion. */
  removed?: boolean;
  /** Every invitation of the job is filed with its pairs. */
  invitesFiled?: boolean;
  /** Every application made before the marks were kept is marked (later ones by their event). */
  appliedFiled?: boolean;
}

export interface JobListing {
  /** Absent until the job's first refresh since sheets were kept (or while the index catches up). */
  sheet?: JobSheet;
  /** The live pairs, best first. */
  pairs: PairItem[];
  /** The invitations filed with the pairs: candidate id to when they were invited. */
  invitedAt: Map<string, string>;
  /** The candidates marked as having applied. */
  applied: Set<string>;
}

/** The job's pairs, sheet and filed invitations: one query of its gsi2 partition (a page per ~1 MB). */
export async function readJobListing(jobId: string): Promise<JobListing> {
  const items = await queryAll<PairItem & Partial<JobSheet> & { gsi2sk: string; invitedAt?: string }>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': byJobPartition(jobId) },
    ScanIndexForward: false,
  });
  const listing: JobListing = { pairs: [], invitedAt: new Map(), applied: new Set() };
  for (const item of items) {
    if (!item.gsi2sk.startsWith(FILED_WITH_PAIRS)) listing.pairs.push(item);
    else if (item.gsi2sk === JOB_SHEET_SORT_KEY) listing.sheet = item as unknown as JobSheet;
    else if (item.gsi2sk.startsWith(INVITE_SORT_PREFIX) && item.invitedAt) {
      listing.invitedAt.set(item.gsi2sk.slice(INVITE_SORT_PREFIX.length), item.invitedAt);
    } else if (item.gsi2sk.startsWith(APPLIED_SORT_PREFIX)) {
      listing.applied.add(item.gsi2sk.slice(APPLIED_SORT_PREFIX.length));
    }
  }
  return listing;
}

/**
 * Files an invitation written without its index keys (before invitations were filed, or by the code of a
 * deploy still running) with its job's pairs. Only an existing invitation is touched, so one deleted
 * meanwhile does not come back as a fragment.
 */
export async function fileInvitation(jobId: string, candidateId: string): Promise<void> {
  const { gsi2pk, gsi2sk } = inviteFiling(jobId, candidateId);
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: invitePartition(jobId), sk: candidateId },
        UpdateExpression: 'SET gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi2pk)',
        ExpressionAttributeValues: { ':gsi2pk': gsi2pk, ':gsi2sk': gsi2sk },
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** The job's invitations from their own partition (consistent): the list's read where the sheet cannot vouch. */
export async function invitationsOf(jobId: string): Promise<Map<string, string>> {
  const items = await partitionItems<{ sk: string; invitedAt: string }>(invitePartition(jobId));
  return new Map(items.map((invite) => [invite.sk, invite.invitedAt]));
}

/**
 * Keeps the job's sheet from its Job Changed event of `version`: the organisation, or (`organisationId`
 * null, a deleted job) that it is gone. Written only over a sheet of this version or older, so events in
 * any order leave the newest. The first write files the invitations made before (their index keys) and
 * marks the applicants so far (from the applications feature's list of them) and only then sets
 * `invitesFiled` and `appliedFiled`; every invitation written since carries its keys (employer.ts), and
 * every application submitted since is marked by its event (applied.ts).
 */
export async function keepJobSheet(
  jobId: string,
  version: number,
  organisationId: string | null,
): Promise<void> {
  const key = jobSheetKey(jobId);
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }),
  );
  const stored = Item as JobSheet | undefined;
  if (stored && stored.version > version) return;
  if (!stored?.invitesFiled) {
    const older = await partitionItems<{ sk: string; gsi2pk?: string }>(invitePartition(jobId));
    await eachLimited(
      older.filter((invite) => !invite.gsi2pk),
      (invite) => fileInvitation(jobId, invite.sk),
    );
  }
  if (!stored?.appliedFiled) {
    const applicants = [...(await candidatesWhoApplied(jobId))];
    await eachLimited(applicants, (candidateId) => markApplied(jobId, candidateId));
  }
  const values = {
    ':version': version,
    ':true': true,
    ':gsi2pk': byJobPartition(jobId),
    ':gsi2sk': JOB_SHEET_SORT_KEY,
  };
  const filed =
    'version = :version, invitesFiled = :true, appliedFiled = :true, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk';
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        ...(organisationId
          ? {
              UpdateExpression: `SET organisationId = :organisationId, ${filed} REMOVE removed`,
              ExpressionAttributeValues: { ...values, ':organisationId': organisationId },
            }
          : { UpdateExpression: `SET removed = :true, ${filed}`, ExpressionAttributeValues: values }),
        ConditionExpression: 'attribute_not_exists(pk) OR version <= :version',
      }),
    );
  } catch (error) {
    // A newer version wrote the sheet meanwhile: its write stands.
    if (!isConditionalFailure(error)) throw error;
  }
}
