import { sweepDueExpiries } from '../model/expiry-sweep';
import { EXPIRY_PARTITION } from '../model/job-postings';
import { removeIfExpired } from './index-writer';

/*
 * A job's expiry date passes without an event. A search leaves such a job out from that instant (it reads
 * the expired entries beside its postings and takes them off its totals), and this sweep, run every
 * quarter hour (routes.ts), takes it out of the index, so the public GET /jobs/search stays a read and
 * the expired entries it reads stay few (ADR 0009).
 */

/** Takes every job whose expiry has passed at `now` out of the search index; answers how many. */
export const sweepExpiredFromSearch = (now = new Date()): Promise<number> =>
  sweepDueExpiries(EXPIRY_PARTITION, now, (jobId) => removeIfExpired(jobId, now));
