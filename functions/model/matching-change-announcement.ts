import { isDeepStrictEqual } from 'node:util';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';
import { CANDIDATE_MATCHING_CHANGED, type CandidateMatchingChangedDetail } from './events';
import { matchingOf, type Names } from './matching-profile';
import type { ProfileItem } from './profiles';

/**
 * Tells matching when a write changed what it reads. The write already stands: if the bus refuses, the
 * candidate's matches stay as they were until their next change, which is logged rather than failing a
 * save the person can see succeeded.
 */
export async function announceMatchingChange(
  candidateId: string,
  before: { item: ProfileItem | undefined; names: Names },
  after: { item: ProfileItem; names: Names },
): Promise<void> {
  const matching = matchingOf(after.item, after.names);
  if (before.item && isDeepStrictEqual(matchingOf(before.item, before.names), matching)) return;
  const detail: CandidateMatchingChangedDetail = { candidateId, version: after.item.version, matching };
  try {
    await publishEvent(CANDIDATE_MATCHING_CHANGED, detail as unknown as Record<string, unknown>);
  } catch (error) {
    logger.error('Candidate Matching Changed not published', { candidateId, error: String(error) });
  }
}
