import type { SuggestionKind, SuggestTerm } from '../../shared/job-suggest/rules';
import { termId } from '../../shared/job-suggest/rules';

/*
 * The shape of the typeahead's own index (ADR 0039), in the one table beside the search's postings and
 * apart from them: one item per (prefix, term) that counts the active jobs carrying the term, and, in gsi1,
 * the same items ordered by that count, so the top suggestions of a prefix are the first items of one query.
 * Pure: the writer, the reader and the bench build keys here.
 */

/** A prefix's terms (table) and its ranking (gsi1). */
export const prefixPartition = (prefix: string) => `jobsuggest#${prefix}`;

/** Larger than any count: gsi1 sorts `RANK_TOP - count` ascending, most jobs first. */
const RANK_TOP = 10_000_000_000;
/** The ranking key of a term with `count` jobs: ties fall to the term's key, so the order is stable. */
export const rankKey = (count: number, term: Pick<SuggestTerm, 'kind' | 'key'>) =>
  `${String(RANK_TOP - count).padStart(11, '0')}#${termId(term)}`;

/** A job's state and the terms it is counted under. */
export const jobPartition = (jobId: string) => `jobsuggestjob#${jobId}`;
export const STATE_SK = 'state';
export const memberSk = (id: string) => `term#${id}`;

/** Counted jobs with an expiry date, by that date: the expiry sweep finds those past it and uncounts them. */
export const EXPIRY_PARTITION = 'jobsuggestexpiry';
export const expirySk = (expiresAt: string, jobId: string) => `${expiresAt} ${jobId}`;

/** A (prefix, term) item as stored. */
export interface PrefixTermItem {
  pk: string;
  sk: string;
  label: string;
  n: number;
  gsi1pk?: string;
  gsi1sk?: string;
}

/** The term a stored item counts, from its sort key (`kind#key`). */
export function termOfItem(item: Pick<PrefixTermItem, 'sk' | 'label'>): SuggestTerm {
  const at = item.sk.indexOf('#');
  return { kind: item.sk.slice(0, at) as SuggestionKind, key: item.sk.slice(at + 1), label: item.label };
}

/** The whole item of a counted term (the bench writes these directly; the writer keeps them by updates). */
export function prefixTermItem(prefix: string, term: SuggestTerm, count: number): PrefixTermItem {
  return {
    pk: prefixPartition(prefix),
    sk: termId(term),
    label: term.label,
    n: count,
    gsi1pk: prefixPartition(prefix),
    gsi1sk: rankKey(count, term),
  };
}
