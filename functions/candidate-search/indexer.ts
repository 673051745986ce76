import { deleteOpeningsOf } from '../model/candidate-openings';
import type { AccountDeletedDetail, CandidateSearchChangedDetail } from '../model/events';
import { ACCOUNT_DELETED, CANDIDATE_SEARCH_CHANGED } from '../model/events';
import { eventTargets } from '../platform/event-target';
import { applySearchChange, removeFromSearch } from './writer';

/** EventBridge target: the index follows each changed entry; a deleted account leaves it and its openings. */
export const handler = eventTargets({
  [CANDIDATE_SEARCH_CHANGED]: (detail: CandidateSearchChangedDetail) => applySearchChange(detail),
  [ACCOUNT_DELETED]: async ({ userId }: AccountDeletedDetail) => {
    await Promise.all([removeFromSearch(userId), deleteOpeningsOf(userId)]);
  },
});
