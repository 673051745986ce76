import { isDeepStrictEqual } from 'node:util';
import { cityKey } from '../../shared/jobs/places';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';
import {
  CANDIDATE_SEARCH_CHANGED,
  type CandidateSearchChangedDetail,
  type CandidateSearchEntry,
} from './events';
import type { Names } from './matching-profile';
import type { ProfileItem } from './profiles';

/** Skills a result shows and the index files: enough to judge a candidate by, bounded per posting. */
const SKILLS_SHOWN = 15;

/**
 * How a candidate appears in employers' search, or null when they are not searchable: search covers only
 * candidates who made the profile public and allowed contact (ADR 0033). Nothing to reach them by.
 */
export function searchEntryOf(item: ProfileItem | undefined, names: Names): CandidateSearchEntry | null {
  if (!item?.isPublic || !item.openToContact) return null;
  return {
    summary: {
      id: item.userId,
      firstName: names.firstName,
      lastName: names.lastName,
      headline: item.title ?? null,
      location: item.location ?? null,
      experienceYears: item.experienceYears ?? null,
      skills: (item.technicalSkills ?? []).slice(0, SKILLS_SHOWN),
      availability: item.availability ?? null,
      expectedSalaryMin: item.expectedSalaryMin ?? null,
      expectedSalaryMax: item.expectedSalaryMax ?? null,
      // The save that last changed the entry, not every save: the result order is "recently updated".
      updatedAt: item.updatedAt,
    },
    place: item.location ? cityKey(item.location) : null,
  };
}

const withoutTime = (entry: CandidateSearchEntry | null) =>
  entry && { ...entry, summary: { ...entry.summary, updatedAt: '' } };

/**
 * Tells the search index when a save changed the candidate's entry. Like the matching announcement, the
 * write already stands: a refused publish is logged, and the entry follows at the next change.
 */
export async function announceSearchChange(
  candidateId: string,
  before: { item: ProfileItem | undefined; names: Names },
  after: { item: ProfileItem; names: Names },
): Promise<void> {
  const entry = searchEntryOf(after.item, after.names);
  if (isDeepStrictEqual(withoutTime(searchEntryOf(before.item, before.names)), withoutTime(entry))) return;
  const detail: CandidateSearchChangedDetail = { candidateId, version: after.item.version, entry };
  try {
    await publishEvent(CANDIDATE_SEARCH_CHANGED, detail as unknown as Record<string, unknown>);
  } catch (error) {
    logger.error('Candidate Search Entry Changed not published', { candidateId, error: String(error) });
  }
}
