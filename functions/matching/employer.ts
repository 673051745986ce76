import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PageOf } from '../../shared/jobs/types';
import type { MatchingCandidatesQuery } from '../../shared/matching/schemas';
import type { MatchingCandidate } from '../../shared/matching/types';
import { candidatesWhoApplied } from '../model/applied-to';
import { CANDIDATE_INVITED, type CandidateInvitedDetail } from '../model/events';
import { findJob } from '../model/job-reads';
import { inviteFiling, inviteKey } from '../model/match-keys';
import type { PairItem } from '../model/match-pairs';
import { mayActFor } from '../model/organisation-members';
import type { Principal } from '../platform/auth/principal';
import { dynamoClient } from '../platform/clients/dynamo';
import { isConditionalFailure } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';
import { fileInvitation, invitationsOf, type JobListing, readJobListing } from './job-sheet';
import { deleteItem, pairsOfJob } from './store';

/** The job's side of matching: its organisation sees the public candidates it matches and invites them. */

export const EMPLOYER_MATCHING_MESSAGES = {
  jobNotFound: 'This job was not found.',
  notAMatch: 'This candidate is not among the matching candidates of this job.',
  alreadyInvited: 'You already invited this candidate to apply.',
} as const;

/** The job, when the caller may act for its organisation; outsiders learn nothing (404). */
async function ownJob(principal: Principal, jobId: string) {
  const job = await findJob(jobId);
  if (!job || !(await mayActFor(principal, job.organisationId))) {
    throw new NotFoundError(EMPLOYER_MATCHING_MESSAGES.jobNotFound);
  }
  return job;
}

/** Only candidates who made their profile public are shown to employers. */
const publicPairs = async (jobId: string) => (await pairsOfJob(jobId)).filter((pair) => pair.card?.isPublic);

function toMatchingCandidate(
  pair: PairItem,
  invitedAt: string | null,
  hasApplied: boolean,
): MatchingCandidate {
  const card = pair.card as NonNullable<PairItem['card']>;
  const match = pair.match as NonNullable<PairItem['match']>;
  return {
    candidateId: pair.candidateId,
    firstName: card.firstName,
    lastName: card.lastName,
    headline: card.headline,
    location: card.location,
    experienceYears: card.experienceYears,
    matchPercentage: match.matchPercentage,
    matchExplanation: match.matchExplanation,
    matchReasons: match.matchReasons,
    skillsMatch: match.skillsMatch,
    salaryMatches: match.salaryMatches,
    experienceMatches: match.experienceMatches,
    locationMatch: match.locationMatch,
    invitedAt,
    hasApplied,
  };
}

/**
 * Whose job the list is of: the sheet filed with the pairs says so (a deleted job's says it is gone); a job
 * without a sheet yet is read as before. Admins may read any job's list, other callers only their
 * organisation's; outsiders learn nothing (404).
 */
async function requireOwnListing(principal: Principal, jobId: string, listing: JobListing): Promise<void> {
  const organisationId = listing.sheet
    ? !listing.sheet.removed && listing.sheet.organisationId
    : (await findJob(jobId))?.organisationId;
  if (!organisationId || !(await mayActFor(principal, organisationId))) {
    throw new NotFoundError(EMPLOYER_MATCHING_MESSAGES.jobNotFound);
  }
}

/**
 * GET /jobs/{id}/matching-candidates: best first, zero-based pages. The pairs, the job's sheet, its
 * invitations and its applicants' marks are one query (job-sheet.ts); a job without a sheet (or whose
 * sheet cannot vouch for its invitations or applicants yet) reads what is missing as before, once the job
 * is shown to be the caller's.
 */
export async function matchingCandidates(
  principal: Principal,
  jobId: string,
  query: MatchingCandidatesQuery,
): Promise<PageOf<MatchingCandidate>> {
  const listing = await readJobListing(jobId);
  await requireOwnListing(principal, jobId, listing);
  const [invitedAt, applied] = await Promise.all([
    listing.sheet?.invitesFiled ? listing.invitedAt : invitationsOf(jobId),
    listing.sheet?.appliedFiled ? listing.applied : candidatesWhoApplied(jobId),
  ]);
  // Only candidates who made their profile public are shown to employers.
  const pairs = listing.pairs.filter((pair) => pair.card?.isPublic);
  const page = pairs.slice(query.page * query.size, (query.page + 1) * query.size);
  return {
    content: page.map((pair) =>
      toMatchingCandidate(pair, invitedAt.get(pair.candidateId) ?? null, applied.has(pair.candidateId)),
    ),
    page: query.page,
    size: query.size,
    totalElements: pairs.length,
    totalPages: Math.ceil(pairs.length / query.size),
  };
}

/**
 * POST /jobs/{id}/matching-candidates/{candidateId}/invite: records the invitation once per pair (a repeat
 * is 409) and announces it; the candidate's mail goes out from the event (invite-mail.ts).
 */
export async function inviteToApply(
  principal: Principal,
  jobId: string,
  candidateId: string,
  now = new Date(),
): Promise<{ invitedAt: string }> {
  await ownJob(principal, jobId);
  const pairs = await publicPairs(jobId);
  if (!pairs.some((pair) => pair.candidateId === candidateId)) {
    throw new NotFoundError(EMPLOYER_MATCHING_MESSAGES.notAMatch);
  }
  const invitedAt = now.toISOString();
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: config.tableName,
        // Filed with the job's pairs, so the list reads it in the same query (keys.ts).
        Item: {
          ...inviteKey(jobId, candidateId),
          ...inviteFiling(jobId, candidateId),
          invitedAt,
          invitedBy: principal.record.id,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionalFailure(error)) {
      // An invitation written by code of a deploy still running has no index keys: the list would miss it.
      await fileInvitation(jobId, candidateId);
      throw new ConflictError(EMPLOYER_MATCHING_MESSAGES.alreadyInvited);
    }
    throw error;
  }
  const detail: CandidateInvitedDetail = { jobId, candidateId, invitedAt };
  try {
    await publishEvent(CANDIDATE_INVITED, detail as unknown as Record<string, unknown>);
  } catch (error) {
    // Without the event no mail would go out: undo the record so that trying again invites for real.
    logger.error('Candidate Invited not published', { jobId, candidateId, error: String(error) });
    await deleteItem(inviteKey(jobId, candidateId));
    throw new ServiceUnavailableError();
  }
  return { invitedAt };
}
