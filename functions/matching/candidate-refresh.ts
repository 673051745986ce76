import type { CandidateMatchingChangedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { logger } from '../platform/logger';
import { refreshForCandidate } from './refresh';

/** EventBridge target: re-scores a candidate whose matching data changed against the jobs they may match. */
export const handler = eventTarget<CandidateMatchingChangedDetail>(async (detail) => {
  const result = await refreshForCandidate(detail);
  logger.info('Matches refreshed for a candidate', { version: detail.version, ...result });
});
