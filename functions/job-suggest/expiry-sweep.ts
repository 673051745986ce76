import { sweepDueExpiries } from '../model/expiry-sweep';
import { EXPIRY_PARTITION } from './index-keys';
import { applyExpiry } from './index-writer';

/*
 * A job's expiry date passes without an event, so the typeahead would count it until the daily close
 * announced it. This sweep, run every quarter hour (routes.ts), uncounts the jobs whose expiry entry is
 * due, so the public GET /jobs/suggest stays a read (ADR 0039).
 */

/** Uncounts every counted job whose expiry is due at `now`; answers how many it applied. */
export const sweepExpiredSuggestions = (now = new Date()): Promise<number> =>
  sweepDueExpiries(EXPIRY_PARTITION, now, (jobId) => applyExpiry(jobId, now));
