import type { JobSummary } from '../../shared/jobs/types';
import {
  type CounterKey,
  facetCounter,
  jobFacets,
  postingId,
  wordCounter,
  wordWeights,
} from '../model/job-postings';
import type { SearchConditions } from '../model/search-conditions';
import { sourcesOf } from '../model/search-conditions';

/*
 * Where an alert is filed in the matching index, and which partitions a new job reads (ADR 0035). An alert
 * is filed under the keys of ONE of its search's sources, a set every matching job is in: a typed word
 * (`w:react`), the first letters of the word being typed (`p:rea` for 'react', which the search matches as
 * a prefix), or a filter's facets (`f:loc:pune`, `f:type:INTERNSHIP`). A job carries all of its own keys:
 * its words, their first two and three letters, and its facets; it reads those partitions and tests each
 * alert found there with the search's own rule. One job reads the alerts that could match it, not every
 * alert, and every alert that does match is found.
 */

const START_LENGTH = 3;

export const wordAnchor = (word: string) => `w:${word}`;
/** A prefix of two letters is filed by both; a longer one by its first three (a job files both lengths). */
export const startAnchor = (prefix: string) => `p:${prefix.slice(0, START_LENGTH)}`;
export const facetAnchor = (facet: string) => `f:${facet}`;

/** One way to file an alert: its keys, and the job-search counters that tell how many jobs have them. */
export interface AnchorChoice {
  /** 0 a word, 1 a prefix, 2 facets: a typed word is nearly always far rarer than a filter. */
  rank: 0 | 1 | 2;
  anchors: string[];
  counters: CounterKey[];
}

export function anchorChoices(conditions: SearchConditions): AnchorChoice[] {
  return sourcesOf(conditions).map((source): AnchorChoice => {
    if (source.kind === 'word')
      return { rank: 0, anchors: [wordAnchor(source.word)], counters: [wordCounter(source.word)] };
    if (source.kind === 'prefix') return { rank: 1, anchors: [startAnchor(source.prefix)], counters: [] };
    return {
      rank: 2,
      anchors: source.facets.map(facetAnchor),
      counters: source.facets.map(facetCounter),
    };
  });
}

/**
 * The choice that makes fewest new jobs read the alert: the best rank, then the fewest jobs listed under
 * its keys today (`counts`, by counter id), as the search planner starts from its rarest term.
 */
export function chooseAnchors(choices: AnchorChoice[], counts: Map<string, number>): string[] {
  const jobsUnder = (choice: AnchorChoice) =>
    choice.counters.reduce((sum, key) => sum + (counts.get(postingId(key)) ?? 0), 0);
  const [best] = [...choices].sort(
    (a, b) => a.rank - b.rank || jobsUnder(a) - jobsUnder(b) || a.anchors.length - b.anchors.length,
  );
  return best ? [...new Set(best.anchors)] : [facetAnchor('all')];
}

/** Every key a job is filed under: the partitions of alerts it might match. */
export function jobAnchors(job: JobSummary): string[] {
  const anchors = new Set<string>();
  for (const word of wordWeights(job).keys()) {
    anchors.add(wordAnchor(word));
    if (word.length >= 2) anchors.add(`p:${word.slice(0, 2)}`);
    if (word.length >= START_LENGTH) anchors.add(startAnchor(word));
  }
  for (const facet of jobFacets(job)) anchors.add(facetAnchor(facet));
  return [...anchors];
}
